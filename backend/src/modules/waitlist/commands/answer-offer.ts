import type { Transactions } from '../../../platform/domain-events';
import type { ShiftFacts } from '../../shifts/shifts.events';
import type { WaitlistService } from '../waitlist.service';

/**
 * Accept or decline the place the queue offers: in the app (`POST
 * /user-shift/{id}/waitlist-offer`, GraphQL `answerWaitlistOffer`) or from the offer's mail link
 * (`/waitlist-offer/{token}`), one transaction each. Accepting makes the sign-up through the
 * shifts domain's `createSignUp` (origin `waitlist`), so it records what every sign-up records.
 */
export class AnswerOffer {
  constructor(
    private readonly transactions: Transactions,
    private readonly waitlist: WaitlistService,
  ) {}

  /** The caller's offer on the shift: 409 `waitlist.no_offer` when they hold none. */
  run(input: { userId: number; shiftId: number; accept: boolean }): Promise<ShiftFacts> {
    return this.transactions.run((tx) =>
      this.waitlist.answerIn(tx, input.userId, input.shiftId, input.accept),
    );
  }

  /** The offer a signed mail link names; null when it is gone (answered, expired, left). */
  byLink(input: {
    entryId: number;
    accept: boolean;
  }): Promise<{ shift: ShiftFacts; accepted: boolean } | null> {
    return this.transactions.run((tx) =>
      this.waitlist.answerByLinkIn(tx, input.entryId, input.accept),
    );
  }
}

declare module '../../../platform/services' {
  interface Services {
    /** Accept or decline a place offered from the queue (in the app or by the mail link). */
    answerOffer: AnswerOffer;
  }
}
