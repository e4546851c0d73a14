import type { Task } from 'graphile-worker';
import type { WaitlistService } from '../modules/waitlist/waitlist.service';
import type { JobPayloads } from './enqueue';

/**
 * A waitlist offer's deadline (queued in the offer's transaction, run at the deadline). The
 * service does nothing for an offer already answered or gone, so a second run — another
 * instance after a crash, a retry — passes the place on only once (docs/waitlist.md).
 */
export function waitlistOfferExpiryTask(waitlist: WaitlistService): Task {
  return async (payload) => {
    const { entryId } = payload as JobPayloads['waitlist-offer-expiry'];
    if (typeof entryId !== 'number' || !Number.isInteger(entryId) || entryId <= 0)
      throw new Error('waitlist-offer-expiry job without entry');
    await waitlist.expire(entryId);
  };
}
