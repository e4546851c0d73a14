/** Message keys of the associations domain (Italian texts in @insieme/schema messages). */
export const ASSOCIATION_ERRORS = {
  notFound: 'association.not_found',
} as const;

/** Keys of the confirmations sent with a successful write (spec §7 `message`). */
export const ASSOCIATION_MESSAGES = {
  created: 'association.created',
  updated: 'association.updated',
} as const;
