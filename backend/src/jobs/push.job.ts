import type { Task } from 'graphile-worker';
import { logger } from '../common/logger';
import type { DevicesService } from '../modules/devices/devices.service';
import type { PushJob } from '../modules/devices/push-delivery';

export type { PushJob } from '../modules/devices/push-delivery';

/** One pending job per (notification, device): queueing the pair again never adds a second. */
export const pushJobKey = (job: Pick<PushJob, 'notificationId' | 'deviceId'>) =>
  `push:${job.notificationId}:${job.deviceId}`;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Sends one notification to one device with Web Push (DevicesService.deliver, docs/web-push.md).
 * A network failure, a 429 or a 5xx throws, and graphile-worker retries with exponential
 * back-off; when the push service says when to come back (Retry-After), the job is queued again
 * under the same key for that time and this one completes. A gone notification or device, a
 * duplicate or a 404/410 (subscription deleted) complete silently.
 */
export function pushTask(devices: DevicesService): Task {
  return async (payload, helpers) => {
    const job = payload as PushJob;
    if (!isId(job?.notificationId) || !isId(job.deviceId))
      throw new Error('push job without notification or device');
    const outcome = await devices.deliver(job, helpers.abortSignal);
    if (outcome.kind === 'retry-after') {
      const again: PushJob = { ...job, deferrals: (job.deferrals ?? 0) + 1 };
      await helpers.addJob('push', again, {
        jobKey: pushJobKey(job),
        runAt: new Date(Date.now() + outcome.seconds * 1000),
        maxAttempts: helpers.job.max_attempts,
      });
    } else if (outcome.kind !== 'delivered')
      logger.debug({ ...job, outcome: outcome.kind }, 'push not sent');
  };
}
