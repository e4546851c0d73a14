/**
 * What happens to shifts and their sign-ups (platform/domain-events.ts). Recorded by
 * ShiftsService in the write's transaction; notices, reminders, live pages and — next — the
 * waitlist react to them in processors, so this domain imports none of them.
 */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    /**
     * A sign-up was made: a volunteer asked for a place (`direct`), or accepted one the waitlist
     * offered them (`waitlist`: the request holds that place, or — the association's choice — is
     * accepted at once, and `SignUpDecided` follows). Recorded by the one writer of sign-ups
     * (SignUpCommands.createSignUp), whatever the origin, so every reaction sees them all.
     */
    SignUpRequested: { signUpId: number; userId: number; shift: ShiftFacts; origin: SignUpOrigin };
    /** An administrator accepted (a place was taken) or rejected a pending request. */
    SignUpDecided: { signUpId: number; userId: number; accepted: boolean; shift: ShiftFacts };
    /**
     * A waiting or accepted sign-up ended before its shift did: withdrawn by its volunteer, removed
     * by an administrator (`by`), or because its person left the association or deleted their
     * account. Recorded once the row is gone.
     */
    SignUpReleased: {
      userId: number;
      shift: ShiftFacts;
      wasAccepted: boolean;
      cause: 'withdrawn' | 'removed' | 'membership_ended' | 'account_deleted';
      by: number | null;
    };
    /** A shift has one more free place (an accepted sign-up released): the waitlist's cue. */
    PlaceFreed: { shift: ShiftFacts };
    /**
     * Someone who left an association lost sign-ups the rule no longer allows them (recorded
     * once, after them): they are told once, whatever the number.
     */
    SignUpsEndedWithMembership: { userId: number; associationId: number; association: string };
    /** A shift is about to be deleted (its sign-ups still readable); `ahead`: not yet ended. */
    ShiftDeleting: { by: number; shift: ShiftFacts; ahead: boolean };
  }
}

/** Where a sign-up comes from: the person asked, or they accepted a place offered by the queue. */
export type SignUpOrigin = 'direct' | 'waitlist';

/** A shift as its events carry it: where it belongs, and what a notice says of it. */
export interface ShiftFacts {
  shiftId: number;
  eventId: number;
  associationId: number;
  eventName: string;
  shiftTitle: string;
  startDate: Date;
  endDate: Date;
}

/** The facts of a loaded shift and its event. */
export function shiftFacts(
  shift: { id: number; title: string; startDate: Date; endDate: Date },
  event: { id: number; associationId: number; name: string },
): ShiftFacts {
  return {
    shiftId: shift.id,
    eventId: event.id,
    associationId: event.associationId,
    eventName: event.name,
    shiftTitle: shift.title,
    startDate: shift.startDate,
    endDate: shift.endDate,
  };
}
