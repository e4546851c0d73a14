/** Message keys of the users domain (Italian texts in @insieme/schema messages). */
export const USER_ERRORS = {
  notFound: 'user.not_found',
  exportLinkNotValid: 'user.export_link_not_valid',
} as const;

/** Keys of the confirmations sent with a successful write (spec §7 `message`). */
export const USER_MESSAGES = {
  updated: 'user.updated',
  deleted: 'user.deleted',
  exportQueued: 'user.export_queued',
} as const;
