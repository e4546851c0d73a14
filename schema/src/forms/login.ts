import { object, type InferType } from 'yup';
import { emailField, passwordField } from './fields';

/** /login: email and password. */
export const loginSchema = object({
  email: emailField(),
  password: passwordField(),
});

export type LoginValues = InferType<typeof loginSchema>;
