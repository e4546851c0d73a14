import { object, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import { emailField, passwordField, requiredLine } from './fields';

/** Registration wizard, step 1. */
export const registrationAccountSchema = object({
  name: requiredLine(K.mandatory, LIMITS.nameMax),
  surname: requiredLine(K.mandatory, LIMITS.nameMax),
  email: emailField(),
  password: passwordField(),
});

export type RegistrationAccountValues = InferType<typeof registrationAccountSchema>;
