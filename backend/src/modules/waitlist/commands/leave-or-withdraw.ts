import { notFound } from '../../../common/app-error';
import type { Transactions } from '../../../platform/domain-events';
import type { SignUpCommands } from '../../shifts/sign-ups.types';
import { WAITLIST_ERRORS } from '../waitlist.errors';
import type { WaitlistService } from '../waitlist.service';

/**
 * Leave a shift's queue, else withdraw from the shift: `DELETE /user-shift/{id}` (and, the queue
 * only, GraphQL `leaveWaitlist` / `removeFromWaitlist`), in ONE transaction. Without `target` the
 * caller leaves (declining an offer they hold) or withdraws their sign-up; with `target` an
 * administrator takes that person out of the queue, or else off the shift. A person in the queue
 * leaves the queue first, as before (they cannot normally be both).
 *
 * Lock order (docs/waitlist.md): the queue step locks the shift row only when the person is
 * queued (`lockIfQueued`), so a withdrawal goes on with nothing held and locks the sign-up before
 * the shift, as every release does.
 */
export class LeaveOrWithdraw {
  constructor(
    private readonly transactions: Transactions,
    private readonly signUps: SignUpCommands,
    private readonly waitlist: WaitlistService,
  ) {}

  /**
   * `from: 'queue'` refuses (404 `waitlist.not_queued`) when the person is not queued;
   * `'either'` then withdraws or removes their sign-up (404 `shift.not_signed_up` without one).
   * Answers what was left.
   */
  run(input: {
    callerId: number;
    shiftId: number;
    /** someone an administrator takes out; null: the caller themself */
    target: number | null;
    from: 'queue' | 'either';
  }): Promise<'queue' | 'shift'> {
    const { callerId, shiftId, target, from } = input;
    return this.transactions.run(async (tx) => {
      const left =
        target === null
          ? await this.waitlist.leaveIn(tx, callerId, shiftId)
          : await this.waitlist.removeIn(tx, callerId, shiftId, target);
      if (left) return 'queue';
      if (from === 'queue') throw notFound(WAITLIST_ERRORS.notQueued);
      if (target === null) await this.signUps.withdrawIn(tx, callerId, shiftId);
      else await this.signUps.removeIn(tx, callerId, shiftId, target);
      return 'shift';
    });
  }
}

declare module '../../../platform/services' {
  interface Services {
    /** Leave the queue, else withdraw (or an administrator's removal), in one transaction. */
    leaveOrWithdraw: LeaveOrWithdraw;
  }
}
