/** Message keys of the events domain (Italian texts in @insieme/schema messages). */
export const EVENT_ERRORS = {
  notFound: 'event.not_found',
  repetitionSameDay: 'event.repetition_same_day',
  repetitionWeekdays: 'event.repetition_weekdays',
  cannotDropShift: 'you_cannot_drop_this_shift',
  unknownShift: 'event.unknown_shift',
  unknownPhoto: 'event.unknown_photo',
  tooManyPhotos: 'error_number_image',
  maxBelowAccepted: 'shift.max_below_accepted',
} as const;

/** Keys of the confirmations the REST facade sends with a write (spec §7 `message`). */
export const EVENT_MESSAGES = {
  created: 'event.created',
  updated: 'event.updated',
  duplicated: 'event.duplicated',
  deleted: 'event.deleted',
} as const;
