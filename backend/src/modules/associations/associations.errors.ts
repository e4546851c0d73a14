/** Message keys of the associations domain (Italian texts in @insieme/schema messages). */
export const ASSOCIATION_ERRORS = {
  notFound: 'association.not_found',
} as const;
