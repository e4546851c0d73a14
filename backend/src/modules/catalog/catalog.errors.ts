/** Message keys of the catalog domain (Italian texts in @insieme/schema messages). */
export const CATALOG_ERRORS = {
  /** An event type or topic id that does not exist: a bad input, not a silent drop. */
  unknownChoice: 'validation.unknown_choice',
} as const;
