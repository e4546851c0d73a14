import type { ShiftFacts } from '../shifts/shifts.events';

/**
 * What happens to a shift's waitlist (platform/domain-events.ts), recorded by WaitlistService in
 * the write's transaction. Notices (the offer, its expiry) and live pages react in processors.
 */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    /** Someone joined the queue of a full shift, at `position` (1 = first). */
    WaitlistJoined: { userId: number; shift: ShiftFacts; position: number };
    /**
     * Someone left the queue without an answer to an offer: by themselves, removed by an
     * administrator (`by`), because they may no longer sign up (left the association), their
     * account is going, or the event was archived. `heldOffer`: they held an offer (its place
     * was given back to the queue).
     */
    WaitlistLeft: {
      userId: number;
      shift: ShiftFacts;
      heldOffer: boolean;
      cause: 'left' | 'removed' | 'membership_ended' | 'account_deleted' | 'event_archived';
      by: number | null;
    };
    /** A held place was offered to the first in line, until `expiresAt`. */
    WaitlistOffered: { entryId: number; userId: number; shift: ShiftFacts; expiresAt: Date };
    /**
     * The offer was answered: accepted (now a sign-up request holding the place, or an accepted
     * sign-up when the association accepts them at once: `autoAccepted`) or declined.
     */
    WaitlistOfferAnswered: {
      entryId: number;
      userId: number;
      shift: ShiftFacts;
      accepted: boolean;
      signUpId: number | null;
      autoAccepted: boolean;
    };
    /** The offer's time ran out: its holder left the queue, the place goes on. */
    WaitlistOfferExpired: { entryId: number; userId: number; shift: ShiftFacts };
  }
}

export {};
