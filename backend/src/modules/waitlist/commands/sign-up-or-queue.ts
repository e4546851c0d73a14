import type { Transactions } from '../../../platform/domain-events';
import { isNoPlaceLeft } from '../../shifts/shifts.errors';
import type { SignUpCommands } from '../../shifts/sign-ups.types';
import type { WaitlistService } from '../waitlist.service';

/**
 * Sign up, else join the queue: `POST /user-shift/{id}` (with `waitlist: true`) and GraphQL
 * `joinWaitlist`, in ONE transaction (before issue 32 each adapter tried the sign-up in one
 * transaction and, refused, joined in a second). The sign-up's rules run first; only their refusal
 * of a full shift (`subscription_not_available_spots`), when the caller asked to queue, becomes
 * joining the queue — nothing was written before that refusal, so the same transaction goes on.
 * Any other refusal is the sign-up's answer.
 */
export class SignUpOrQueue {
  constructor(
    private readonly transactions: Transactions,
    private readonly signUps: SignUpCommands,
    private readonly waitlist: WaitlistService,
  ) {}

  /** `position`: the place in the queue (1 = first), null when it was an ordinary sign-up. */
  run(input: { userId: number; shiftId: number; queue: boolean }): Promise<{
    position: number | null;
  }> {
    const { userId, shiftId, queue } = input;
    return this.transactions.run(async (tx) => {
      try {
        await this.signUps.request(tx, userId, shiftId);
        return { position: null };
      } catch (error) {
        if (!queue || !isNoPlaceLeft(error)) throw error;
      }
      const { position } = await this.waitlist.joinIn(tx, userId, shiftId);
      return { position };
    });
  }
}

declare module '../../../platform/services' {
  interface Services {
    /** Sign up, else join the full shift's queue (one transaction). */
    signUpOrQueue: SignUpOrQueue;
  }
}
