import { boolean, object, type InferType } from 'yup';
import { MESSAGE_KEYS as K } from '../messages';
import { birthDateField, phoneField } from './fields';

const mustAccept = (key: string) => boolean().typeError(key).required(key).isTrue(key);

/** Registration wizard, step 2 (age is checked against context `now`). */
export const registrationPersonalSchema = object({
  phone: phoneField(),
  birthDate: birthDateField(),
  acceptTerms: mustAccept(K.acceptTerms),
  acceptPrivacy: mustAccept(K.acceptPrivacy),
});

export type RegistrationPersonalValues = InferType<typeof registrationPersonalSchema>;
