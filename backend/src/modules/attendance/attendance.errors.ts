/** Message keys of attendance, hours and statements (issue 22; texts in @insieme/schema). */
export const ATTENDANCE_ERRORS = {
  wrongCode: 'attendance.wrong_code',
  notAccepted: 'attendance.not_accepted',
  outsideWindow: 'attendance.outside_window',
  alreadyCheckedIn: 'attendance.already_checked_in',
  notCheckedIn: 'attendance.not_checked_in',
  alreadyCheckedOut: 'attendance.already_checked_out',
  shiftNotEnded: 'attendance.shift_not_ended',
  notOpen: 'attendance.not_open',
  notStarted: 'attendance.not_started',
  timeInFuture: 'attendance.time_in_future',
  timesNotValid: 'attendance.times_not_valid',
  signUpNotFound: 'attendance.sign_up_not_found',
  periodNotValid: 'attendance.period_not_valid',
  noHours: 'attendance.no_hours',
  statementNotFound: 'attendance.statement_not_found',
} as const;

/** Keys of the confirmations the REST facade sends with a write. */
export const ATTENDANCE_MESSAGES = {
  checkedIn: 'attendance.checked_in',
  checkedOut: 'attendance.checked_out',
  saved: 'attendance.saved',
  confirmed: 'attendance.confirmed',
  statementRevoked: 'attendance.statement_revoked',
} as const;
