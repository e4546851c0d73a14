import type { EntityManager } from 'typeorm';

/**
 * Queues one push delivery per registered device of each notification's recipient, in the
 * caller's transaction (transactional outbox): the deliveries exist if and only if the
 * notifications commit. One statement whatever the number of recipients.
 *
 * TODO(issue 9, devices): the push job and device table land with the devices module.
 */
export async function enqueuePushes(
  _em: EntityManager,
  _notificationIds: number[],
): Promise<void> {}
