import { object, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import { text } from './fields';

/** Activation code of a new association (registration and create-association). */
export const activationCodeSchema = object({
  activationCode: text(K.mandatory)
    .required(K.mandatory)
    .length(LIMITS.activationCodeLength, K.activationCodeLength),
});

export type ActivationCodeValues = InferType<typeof activationCodeSchema>;
