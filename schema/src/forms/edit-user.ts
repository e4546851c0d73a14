import { object, string, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import { isImageDataUrl } from '../base64';
import { birthDateField, idList, phoneField, requiredLine } from './fields';

/** /settings/edit-user (age is checked against context `now`). */
export const editUserSchema = object({
  name: requiredLine(K.voidName, LIMITS.nameMax),
  surname: requiredLine(K.voidSurname, LIMITS.nameMax),
  phone: phoneField(K.voidPhone),
  birthDate: birthDateField(K.voidBirthDate),
  /** Event type ids. */
  preferences: idList(LIMITS.userPreferencesMax, K.maxPreferences),
  /** Optional new profile image: a base64 image data URL (absent, null or '' keeps the current one). */
  imageDataUrl: string()
    .typeError(K.imageType)
    .nullable()
    .optional()
    .test(
      'image-type',
      K.imageType,
      (v) => v === undefined || v === null || v === '' || isImageDataUrl(v),
    ),
});

export type EditUserValues = InferType<typeof editUserSchema>;
