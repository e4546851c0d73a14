import { object, string, type InferType } from 'yup';
import { MESSAGE_KEYS as K } from '../messages';
import { siblingValue } from '../context';
import { passwordField } from './fields';

/** /settings/change-password. The request sends oldPassword and newPassword only. */
export const changePasswordSchema = object({
  oldPassword: passwordField(K.mandatory),
  newPassword: passwordField(K.mandatory),
  confirmPassword: string()
    .typeError(K.mandatory)
    .required(K.mandatory)
    .test('equals-new', K.passwordsNotEqual, function equalsNew(v) {
      return v === undefined || v === siblingValue(this.parent, 'newPassword');
    }),
});

export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
