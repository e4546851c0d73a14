/** Message keys of the activation-codes domain (Italian texts in @insieme/schema messages). */
export const ACTIVATION_CODE_ERRORS = {
  /** Unknown, or already used: the two are not told apart. */
  notValid: 'validation.activation_code_not_valid',
} as const;
