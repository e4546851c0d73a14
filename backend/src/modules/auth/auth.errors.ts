/** Message keys of the auth domain (Italian texts in @insieme/schema messages). */
export const AUTH_ERRORS = {
  invalidCredentials: 'auth.invalid_credentials',
  emailNotConfirmed: 'auth.email_not_confirmed',
  confirmationLinkNotValid: 'auth.confirmation_link_not_valid',
  resetLinkNotValid: 'auth.reset_link_not_valid',
  oldPasswordWrong: 'auth.old_password_wrong',
  /** A language tag the column cannot hold (the shared rules have no field for it). */
  languageNotValid: 'validation.not_valid',
} as const;
