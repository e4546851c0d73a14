import { EventEmitter } from 'node:events';
import os from 'node:os';
import type { WorkerEvents } from 'graphile-worker';
import type { Pool } from 'pg';
import { logger } from '../common/logger';
import { JOBS_SCHEMA } from './enqueue';

/**
 * Unlocks the jobs of workers that died (docs/jobs.md, "A worker that dies"). graphile-worker 0.16
 * frees a dead worker's jobs only after its 4-hour lock timeout; here every instance records its
 * workers' heartbeat in `job_worker_heartbeat` every HEARTBEAT_MS, and on the same beat unlocks the
 * workers of any instance whose heartbeat is older than STALE_SECONDS. A killed instance's jobs run
 * again on another instance (or on its own next start) within about 45 s: the last beat, the stale
 * threshold, one more beat of the sweeper, then a poll.
 *
 * The timer only keeps the worker's own record fresh; jobs themselves are never scheduled with
 * timers (they are rows, run by graphile-worker).
 */
export const HEARTBEAT_MS = 10_000;
/** Three missed beats: a live instance under load is not mistaken for a dead one. */
export const STALE_SECONDS = 30;
/**
 * A job locked by a worker that never beat (killed between its start and its first beat, or an
 * instance from before the heartbeat existed) is freed after this long: no job of ours runs for
 * minutes (push gives up after 10 s, SMTP after 30 s of silence).
 */
export const ORPHAN_SECONDS = 300;

const HOST = os.hostname();

/** A pool or one of its clients (inside a transaction). */
interface Queryable {
  query(sql: string, params: unknown[]): Promise<unknown>;
}

/** Whether a process of this host is still running (EPERM: it runs under another user). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class WorkerHeartbeat {
  /** Passed to graphile-worker's `run`: tells us the ids of this instance's workers. */
  readonly events = new EventEmitter() as WorkerEvents;
  private readonly live = new Set<string>();
  private readonly created = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly pool: Pool) {
    this.events.on('worker:create', ({ worker }) => {
      this.live.add(worker.workerId);
      this.created.add(worker.workerId);
    });
    this.events.on('worker:stop', ({ worker }) => this.live.delete(worker.workerId));
  }

  /**
   * Before this instance's workers start: frees the jobs of this host's earlier instances whose
   * process is gone (a restart after kill -9 need not wait for the stale threshold), and of every
   * stale worker. Hosts are told apart by name: instances on one host share its process table.
   */
  async recover(): Promise<void> {
    const rows: { worker_id: string; pid: number }[] = (
      await this.pool.query(
        'SELECT worker_id, pid FROM job_worker_heartbeat WHERE host = $1 AND pid <> $2',
        [HOST, process.pid],
      )
    ).rows;
    const dead = rows.filter((row) => !processAlive(row.pid)).map((row) => row.worker_id);
    if (dead.length) await this.unlock('worker_id = ANY($1::text[])', [dead]);
    await this.sweep();
  }

  /** Records the first beat, then beats (and sweeps) every HEARTBEAT_MS until stop(). */
  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => {
      // one tick at a time: a slow database never piles up beats
      this.running = this.running.then(() =>
        this.beat()
          .then(() => this.sweep())
          .catch((error: unknown) => logger.warn({ err: error }, 'job worker heartbeat failed')),
      );
    }, HEARTBEAT_MS);
    this.timer.unref();
  }

  /** After the workers stopped: no beat left behind to be mistaken for a dead worker. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    await this.pool
      .query('DELETE FROM job_worker_heartbeat WHERE worker_id = ANY($1::text[])', [
        [...this.created],
      ])
      .catch((error: unknown) => logger.warn({ err: error }, 'job worker heartbeat not removed'));
  }

  private async beat(): Promise<void> {
    if (!this.live.size) return;
    await this.pool.query(
      `INSERT INTO job_worker_heartbeat (worker_id, host, pid)
       SELECT unnest($1::text[]), $2, $3
       ON CONFLICT (worker_id) DO UPDATE SET beat_at = now()`,
      [[...this.live], HOST, process.pid],
    );
  }

  /** Frees the jobs of stale workers and of orphans (jobs locked long ago by a worker never seen). */
  private async sweep(): Promise<void> {
    await this.unlock(`beat_at < now() - make_interval(secs => $1)`, [STALE_SECONDS]);
    const orphans: { worker_id: string }[] = (
      await this.pool.query(
        `SELECT DISTINCT j.locked_by AS worker_id FROM ${JOBS_SCHEMA}.jobs j
          WHERE j.locked_at < now() - make_interval(secs => $1)
            AND NOT EXISTS (SELECT 1 FROM job_worker_heartbeat h WHERE h.worker_id = j.locked_by)`,
        [ORPHAN_SECONDS],
      )
    ).rows;
    if (orphans.length)
      await this.forceUnlock(
        this.pool,
        orphans.map((row) => row.worker_id),
      );
  }

  /**
   * Deletes the matching heartbeats and unlocks their workers in one transaction, so a crash in
   * between cannot forget a dead worker, and two instances sweeping at once unlock each worker once.
   */
  private async unlock(where: string, params: unknown[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const ids = (
        await client.query(
          `DELETE FROM job_worker_heartbeat WHERE ${where} RETURNING worker_id`,
          params,
        )
      ).rows.map((row: { worker_id: string }) => row.worker_id);
      if (ids.length) await this.forceUnlock(client, ids);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * The statement of graphile-worker's `WorkerUtils.forceUnlockWorkers`, run on our connection so
   * that it joins the transaction that deletes the heartbeats.
   */
  private async forceUnlock(db: Queryable, workerIds: string[]): Promise<void> {
    await db.query(`SELECT ${JOBS_SCHEMA}.force_unlock_workers($1::text[])`, [workerIds]);
    logger.warn({ workers: workerIds }, 'jobs of dead job workers unlocked');
  }
}
