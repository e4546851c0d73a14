/** Message keys of the users domain (Italian texts in @insieme/schema messages). */
export const USER_ERRORS = {
  notFound: 'user.not_found',
} as const;
