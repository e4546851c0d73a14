/** Message keys of the auth domain (Italian texts in @insieme/schema messages). */
export const AUTH_ERRORS = {
  invalidCredentials: 'auth.invalid_credentials',
  emailNotConfirmed: 'auth.email_not_confirmed',
  confirmationLinkNotValid: 'auth.confirmation_link_not_valid',
  resetLinkNotValid: 'auth.reset_link_not_valid',
  oldPasswordWrong: 'auth.old_password_wrong',
  sessionNotFound: 'auth.session_not_found',
  /** A genuine token whose session was ended from another device (docs/sessions.md). */
  sessionEnded: 'auth.session_ended',
  /** A language tag the column cannot hold (the shared rules have no field for it). */
  languageNotValid: 'validation.not_valid',
} as const;

/** Keys of the confirmations sent with a successful write (spec §7 `message`). */
export const AUTH_MESSAGES = {
  registrationDone: 'auth.registration_done',
  resetMailSent: 'auth.reset_mail_sent',
  registrationConfirmed: 'auth.registration_confirmed',
  newPasswordSent: 'auth.new_password_sent',
  passwordChanged: 'auth.password_changed',
  loggedOut: 'auth.logged_out',
  loggedOutEverywhere: 'auth.logged_out_everywhere',
} as const;
