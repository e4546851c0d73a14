/** Message keys of the shifts domain (spec §8 keys where the spec has them). */
export const SHIFT_ERRORS = {
  notFound: 'shift.not_found',
  ended: 'shift_already_terminated',
  eventTerminated: 'subscription_to_terminated_event',
  noSpots: 'subscription_not_available_spots',
  notAllowed: 'shift.not_allowed',
  alreadySignedUp: 'shift.already_signed_up',
  notSignedUp: 'shift.not_signed_up',
  alreadyDecided: 'shift.already_decided',
  /** a volunteer withdrawing from a shift that has started (issue 31) */
  started: 'shift.started',
  /** deleting a sign-up, a shift or an event that holds attendance (issue 31: a legal record) */
  attendanceRecorded: 'attendance.recorded',
} as const;

/** The refusal of a full shift, which a sign-up `waitlist: true` turns into joining its queue. */
export const isNoPlaceLeft = (error: unknown): boolean =>
  error instanceof Error && (error as { key?: unknown }).key === SHIFT_ERRORS.noSpots;

/** Keys of the confirmations the REST facade sends with a write (spec §7 `message`). */
export const SHIFT_MESSAGES = {
  deleted: 'shift.deleted',
  requested: 'shift.requested',
  withdrawn: 'shift.withdrawn',
} as const;
