import { object, type InferType } from 'yup';
import { emailField } from './fields';

/** /forget-password: the account's email. */
export const forgotPasswordSchema = object({
  email: emailField(),
});

export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
