import type { DataSource } from 'typeorm';
import { eventually } from './eventually';

/**
 * Waits until no background job is due or running. Besides requests, only jobs write, so after
 * this the row counts hold still (jobs scheduled later, a reminder, a coalesced notice, stay
 * queued). Gives up quietly after `timeoutMs`: callers compare counts afterwards anyway.
 */
export async function jobsIdle(dataSource: DataSource, timeoutMs = 5000): Promise<void> {
  await eventually(
    async () => {
      const [{ n }]: { n: number }[] = await dataSource.query(
        `SELECT count(*)::int AS n FROM graphile_worker.jobs
          WHERE (run_at <= now() OR locked_at IS NOT NULL) AND attempts < max_attempts`,
      );
      return n === 0;
    },
    { timeoutMs },
  ).catch(() => undefined);
}
