import { Logger, parseCronItems, run, runMigrations, type TaskList } from 'graphile-worker';
import { Pool } from 'pg';
import { logger } from '../common/logger';
import type { Services } from '../platform/services';
import { JOBS_SCHEMA } from './enqueue';
import { mailTask } from './mail.job';
import { passwordResetTask } from './password-reset.job';
import { pushTask } from './push.job';
import {
  changeNoticeTask,
  noticeMailTask,
  reminderSweepTask,
  shiftReminderTask,
} from './notice.jobs';
import { waitlistOfferExpiryTask } from './waitlist.job';
import { attendanceCheckOutTask } from './attendance.job';
import { dataExportExpiryTask, dataExportTask } from './data-export.job';
import { WorkerHeartbeat } from './worker-heartbeat';

export { enqueue, type EnqueueOptions, type JobName, type JobPayloads } from './enqueue';

/** What the jobs need from the application. */
export type JobServices = Pick<
  Services,
  | 'config'
  | 'auth'
  | 'mailer'
  | 'devices'
  | 'notices'
  | 'changeNotices'
  | 'reminders'
  | 'waitlist'
  | 'attendance'
  | 'dataExport'
>;

export interface RunningJobs {
  /** Waits for the jobs in progress, then releases the worker's connections. */
  stop(): Promise<void>;
}

/**
 * graphile-worker's messages go to our pino logger: its routine chatter (worker started, job
 * completed) at debug, so that it stays out of normal logs and of the tests; failures as they are.
 */
const workerLogger = new Logger((scope) => {
  const log = logger.child({
    component: 'jobs',
    ...(scope.workerId ? { worker: scope.workerId } : {}),
    ...(scope.taskIdentifier ? { task: scope.taskIdentifier } : {}),
    ...(scope.jobId ? { job: scope.jobId } : {}),
  });
  return (level, message, meta) => {
    const fields = meta ?? {};
    switch (String(level)) {
      case 'error':
        return log.error(fields, message);
      case 'warning':
        return log.warn(fields, message);
      default:
        return log.debug(fields, message);
    }
  };
});

function taskList(services: JobServices): TaskList {
  return {
    mail: mailTask(services.mailer),
    'password-reset': passwordResetTask(services.auth),
    push: pushTask(services.devices),
    'notice-mail': noticeMailTask(services.notices, services.mailer),
    'change-notice': changeNoticeTask(services.changeNotices),
    'shift-reminder': shiftReminderTask(services.reminders),
    'reminder-sweep': reminderSweepTask(services.reminders),
    'waitlist-offer-expiry': waitlistOfferExpiryTask(services.waitlist),
    'attendance-check-out': attendanceCheckOutTask(services.attendance),
    'data-export': dataExportTask(services.dataExport),
    'data-export-expiry': dataExportExpiryTask(services.dataExport),
  };
}

const shared = (connectionString: string) => ({
  connectionString,
  schema: JOBS_SCHEMA,
  logger: workerLogger,
});

/**
 * Installs (or upgrades) the queue's schema in our database. Call it before anything can enqueue;
 * several instances starting at once are fine (graphile-worker's migrations detect each other).
 */
export async function installJobQueue(connectionString: string): Promise<void> {
  await runMigrations(shared(connectionString));
}

/**
 * Runs this instance's worker, unless JOB_CONCURRENCY is 0 (the instance then only enqueues).
 * Every instance runs one; PostgreSQL row locks (FOR UPDATE SKIP LOCKED) give each job to exactly
 * one of them. A job whose worker died is unlocked by the heartbeat of the instances still running,
 * or at this instance's start (worker-heartbeat.ts), instead of after graphile-worker's 4 hours.
 */
export async function startJobs(
  connectionString: string,
  services: JobServices,
): Promise<RunningJobs> {
  const concurrency = services.config.jobs.concurrency;
  if (concurrency <= 0) return { stop: async () => undefined };
  // Our own pool, ended by us after the runner stopped: graphile-worker's own pool drops its error
  // handler and is ended without being awaited, so a database going away during shutdown could
  // crash the process with an unhandled 'error'.
  const pgPool = new Pool({ connectionString, max: concurrency + 2 });
  pgPool.on('error', (error) => logger.warn({ err: error }, 'job queue connection lost'));
  // a client checked out when the database goes away errors too, with nobody listening but us
  pgPool.on('connect', (client) =>
    client.on('error', (error) =>
      logger.warn({ reason: error.message }, 'job queue connection lost'),
    ),
  );
  const heartbeat = new WorkerHeartbeat(pgPool);
  const runner = await heartbeat
    .recover()
    .then(() =>
      run({
        schema: JOBS_SCHEMA,
        logger: workerLogger,
        pgPool,
        taskList: taskList(services),
        events: heartbeat.events,
        concurrency,
        noHandleSignals: true,
        pollInterval: 1000,
        // a push stuck on a slow push service is aborted (and retried later) 2 s into a shutdown,
        // which must end within 5 s (docs/operations.md)
        gracefulShutdownAbortTimeout: 2000,
        // no crontab file is read from the working directory; the hourly reminder sweep is ours
        // (graphile-worker's known_crontabs table makes each hour's run happen once across instances)
        parsedCronItems: parseCronItems([
          { task: 'reminder-sweep', match: '7 * * * *', identifier: 'reminder-sweep' },
        ]),
      }),
    )
    .catch(async (error: unknown) => {
      await pgPool.end();
      throw error;
    });
  await heartbeat.start().catch(async (error: unknown) => {
    await runner.stop();
    await pgPool.end();
    throw error;
  });
  // and once at start, for sign-ups written while no instance was running the sweep (one job for
  // all instances starting together: the key dedupes it)
  await runner.addJob('reminder-sweep', {}, { jobKey: 'reminder-sweep' });
  return {
    stop: async () => {
      await runner.stop();
      await heartbeat.stop();
      await pgPool.end();
    },
  };
}
