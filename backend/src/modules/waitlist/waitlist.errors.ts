/** Message keys of the waitlist (issue 21); the shifts' keys where a rule is the same. */
export const WAITLIST_ERRORS = {
  alreadyQueued: 'waitlist.already_queued',
  notQueued: 'waitlist.not_queued',
  noOffer: 'waitlist.no_offer',
  shiftStarted: 'waitlist.shift_started',
} as const;

/** Keys of the confirmations the REST facade sends with a write. */
export const WAITLIST_MESSAGES = {
  joined: 'waitlist.joined',
  accepted: 'waitlist.accepted',
  declined: 'waitlist.declined',
  left: 'waitlist.left',
} as const;
