/** Message keys of the notifications domain (Italian texts in @insieme/schema messages). */
export const NOTIFICATION_ERRORS = {
  notFound: 'notification.not_found',
  /** An event that is not one of the sending association's. */
  unknownEvent: 'validation.unknown_choice',
  noRecipients: 'void_volunteer',
} as const;

/** Keys of the confirmations sent with a successful write (spec §7 `message`). */
export const NOTIFICATION_MESSAGES = {
  sent: 'notification.sent',
} as const;
