import type { Transaction } from '../../platform/domain-events';
import type { Event } from '../events/event.entity';
import type { Shift } from './shift.entity';
import type { ShiftFacts, SignUpOrigin } from './shifts.events';

export type { SignUpOrigin } from './shifts.events';

export interface ShiftWithEvent {
  shift: Shift;
  event: Event;
}

/**
 * The shifts domain's command surface over the two things it alone writes (issue 32): the sign-ups
 * (`user_shift`) and the places ledger (`shift.accepted_count`, `shift.held_count`). Another
 * domain — the waitlist — never writes them itself: it calls these inside its own transaction, and
 * a sign-up records the same domain events whatever its origin, so everything that reacts to a
 * sign-up (live pages, counters, reminders, notices) sees the ones that come from the queue too.
 * `ShiftsService` implements it; the composition root hands it to the waitlist, which therefore
 * imports no service of this domain. `test/platform/table-owners.spec.ts` fails on another writer.
 */
export interface SignUpCommands {
  /**
   * The sign-up rules, then a request pending the administrators (origin `direct`). Refusals are
   * the sign-up's (`subscription_not_available_spots` on a full shift, which a sign-up-or-queue
   * turns into joining the queue): they throw before anything is written.
   */
  request(tx: Transaction, userId: number, shiftId: number): Promise<ShiftWithEvent>;
  /**
   * Inserts the sign-up (a rejected one is asked again; any other existing one is 409
   * `shift.already_signed_up`) and records `SignUpRequested`. From the waitlist it keeps the place
   * held for it (`from_waitlist`), or — `acceptAtOnce`, the association's choice — takes it at once
   * (held → accepted in one guarded update) and records `SignUpDecided` as an approval does. The
   * caller holds the shift row lock when it moves a held place. Returns the sign-up's id.
   */
  createSignUp(
    tx: Transaction,
    signUp: { userId: number; shift: ShiftFacts; origin: SignUpOrigin; acceptAtOnce?: boolean },
  ): Promise<number>;
  /** Holds `count` free places for offers (guarded: never past `max_volunteer`); false if not. */
  holdPlaces(tx: Transaction, shiftId: number, count: number): Promise<boolean>;
  /** Gives one held place back (an offer declined, expired or withdrawn). */
  releaseHeld(tx: Transaction, shiftId: number): Promise<void>;
  /** The person withdraws their sign-up (`shift.not_signed_up` when they have none). */
  withdrawIn(tx: Transaction, userId: number, shiftId: number): Promise<ShiftWithEvent>;
  /** An administrator removes someone's sign-up (`shift.not_signed_up` when there is none). */
  removeIn(
    tx: Transaction,
    adminId: number,
    shiftId: number,
    userId: number,
  ): Promise<ShiftWithEvent>;
}
