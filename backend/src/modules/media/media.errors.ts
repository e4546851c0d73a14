/** Message keys of the media domain (Italian texts in @insieme/schema messages). */
export const MEDIA_ERRORS = {
  /** Not an image of an accepted format, or bytes that do not decode. */
  imageType: 'validation.image_type',
  imageTooLarge: 'validation.image_too_large',
  /** A media key that is unknown, someone else's, already attached or expired. */
  imageKey: 'validation.image_key',
} as const;
