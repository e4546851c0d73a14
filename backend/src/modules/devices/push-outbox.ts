import type { EntityManager } from 'typeorm';
import { JOBS_SCHEMA, MAX_ATTEMPTS } from '../../jobs/enqueue';

/**
 * A SELECT that queues one push delivery per registered device of each notification's recipient
 * (`rows`: a table or CTE of `id, user_id`), in the caller's transaction (transactional outbox):
 * the deliveries exist if and only if the notifications commit. One statement whatever the number
 * of recipients: graphile-worker's `add_jobs` with every (notification, device) pair, each under
 * the job key `push:{notification}:{device}` so that queueing a pair again never makes a second job.
 */
export function pushJobsSql(rows: string, maxAttempts: string, where = 'true'): string {
  return `SELECT * FROM ${JOBS_SCHEMA}.add_jobs(ARRAY(
       SELECT ROW('push', json_build_object('notificationId', n.id, 'deviceId', d.id), NULL, NULL,
                  ${maxAttempts}, 'push:' || n.id || ':' || d.id, NULL, NULL)::${JOBS_SCHEMA}.job_spec
       FROM ${rows} n
       JOIN device_subscription d ON d.user_id = n.user_id
       WHERE ${where}
       ORDER BY n.id, d.id
     ), true)`;
}

/** The pushes of notifications already written (by id). */
export async function enqueuePushes(em: EntityManager, notificationIds: number[]): Promise<void> {
  if (!notificationIds.length) return;
  await em.query(
    `SELECT count(*) FROM (${pushJobsSql('notification', '$2::int', 'n.id = ANY($1::int[])')}) jobs`,
    [notificationIds, MAX_ATTEMPTS.push],
  );
}
