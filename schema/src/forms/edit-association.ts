import { object, string, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import { isValidUrl } from '../rules';
import { validateWith } from '../validate';
import type { ValidationContext } from '../context';
import { associationLegalDataFields } from './association-legal-data';
import {
  addressPart,
  idList,
  isImageOrUrl,
  pastOrTodayDateField,
  provinceField,
  requiredLine,
  requiredText,
  text,
} from './fields';

/**
 * /dashboard/{id}/edit-association. The field order IS the order of the
 * checks (spec §5): image, name, description, foundation date, address
 * (street, town, province), web site, messaging channel, codice fiscale, RUNTS number.
 *
 * The logo is optional (issue 18, docs/association-first-steps.md): spec §5 asked for one on every
 * save, so a new association, which has none, could not change a word of its page without
 * uploading one; a missing logo shows the placeholder of spec §9.
 */
export const editAssociationSchema = object({
  /** A base64 image data URL (new image), the URL of the current image, or empty (none). */
  image: string()
    .typeError(K.voidImage)
    .nullable()
    .optional()
    .trim()
    .test('image-type', K.imageType, isImageOrUrl),
  name: requiredLine(K.voidName, LIMITS.associationNameMax),
  description: requiredText(K.voidDescription, LIMITS.associationDescriptionMax),
  dateOfFoundation: pastOrTodayDateField(K.voidDateOfFoundation),
  street: addressPart(K.voidAddress, LIMITS.streetMax),
  town: addressPart(K.voidAddress, LIMITS.townMax),
  province: provinceField(K.voidAddress),
  /** Optional; http(s) URL or 'www.' address (see isValidUrl). */
  siteWeb: text(K.notValidSiteWeb)
    .nullable()
    .optional()
    .test(
      'url',
      K.notValidSiteWeb,
      (v) => v === undefined || v === null || v === '' || isValidUrl(v),
    ),
  /** Optional: the link of the association's group chat (WhatsApp, Telegram…); ≤ 2048 like any URL. */
  messagingChannelUrl: text(K.notValidSiteWeb)
    .nullable()
    .optional()
    .test(
      'url',
      K.notValidSiteWeb,
      (v) => v === undefined || v === null || v === '' || isValidUrl(v),
    ),
  /** Optional: the association's own legal data, for its register (issue 23 follow-up). */
  ...associationLegalDataFields,
  /** Optional: when sent, at most 3 topic ids. */
  topicIds: idList(LIMITS.associationTopicsMax, K.maxTopic).default(undefined).optional(),
});

export type EditAssociationValues = InferType<typeof editAssociationSchema>;

/**
 * The first failing message key in the spec order (the UI shows one message at
 * a time), or null when the values are valid.
 */
export function firstEditAssociationError(
  values: unknown,
  context?: ValidationContext,
): string | null {
  const result = validateWith(editAssociationSchema, values, context);
  return result.ok ? null : result.key;
}
