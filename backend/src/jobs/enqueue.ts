import type { EntityManager } from 'typeorm';
import type { MailMessage } from '../mail/mailer';

/** graphile-worker's schema in our database (installed by startJobs before anything is queued). */
export const JOBS_SCHEMA = 'graphile_worker';

/** A mail to send as it is (confirmation, reset, "already registered"…). */
export type MailJob = MailMessage;

/** One push of one notification to one device. */
export interface PushJob {
  notificationId: number;
  deviceId: number;
  /** times a push service already asked us to come back later (Retry-After) */
  deferrals?: number;
}

/** A password-reset mail to send, if the address has an account. */
export interface PasswordResetJob {
  email: string;
}

/** One reminder of one shift to one person, `offsetSeconds` before the shift starts. */
export interface ReminderJob {
  userId: number;
  shiftId: number;
  offsetSeconds: number;
}

/**
 * Every kind of job and its payload (JSON). The payloads are declared here, not beside their
 * handlers: the handlers call the domain services, which queue jobs, so importing from the handlers
 * would tie the queue and the domains into one import cycle.
 */
export interface JobPayloads {
  mail: MailJob;
  'password-reset': PasswordResetJob;
  push: PushJob;
  /** the mail of one automatic notice (rendered when it is sent) */
  'notice-mail': { notificationId: number };
  /** the coalesced "what changed" notices of one event */
  'change-notice': { eventId: number };
  'shift-reminder': ReminderJob;
  /** queues the reminders that are missing (hourly and at start) */
  'reminder-sweep': Record<string, never>;
  /** a waitlist offer's deadline: if still unanswered, the place goes to the next in line */
  'waitlist-offer-expiry': { entryId: number };
  /** a shift's end: whoever is still checked in is checked out at the end (issue 22) */
  'attendance-check-out': { shiftId: number };
  /** builds a requested data export, stores it and mails its link (issue 23) */
  'data-export': { exportId: number };
  /** a data export's link expires: the file is deleted */
  'data-export-expiry': { exportId: number };
}
export type JobName = keyof JobPayloads;

export interface EnqueueOptions {
  /**
   * At most one pending job per key: enqueueing again replaces the pending one (graphile-worker's
   * job_key, mode "replace"); a job already running is left alone and a new one is queued.
   */
  jobKey?: string;
  /** Not before this time. */
  runAt?: Date;
  /** Attempts before the job is given up (failures retry with exponential back-off). */
  maxAttempts?: number;
}

/** Attempts per kind unless the caller says otherwise: 10 spread over ~3.5 h (e^n s apart). */
export const MAX_ATTEMPTS: Record<JobName, number> = {
  mail: 10,
  'password-reset': 10,
  push: 10,
  'notice-mail': 10,
  'change-notice': 10,
  // a reminder is worth little late; the job itself refuses to send after the start
  'shift-reminder': 5,
  'reminder-sweep': 3,
  // the place must move on: retried as long as a notice would be
  'waitlist-offer-expiry': 10,
  // hours are counted from the check-out: retried as long as a notice would be
  'attendance-check-out': 10,
  // a person waits for the mail: retried as long as a mail would be
  'data-export': 10,
  // the file must go: retried as long as a notice would be
  'data-export-expiry': 10,
};

/**
 * Queues a job with the caller's EntityManager, i.e. inside the caller's transaction when there is
 * one (transactional outbox): the job exists if and only if the write that causes it commits, and
 * it is in PostgreSQL, so a crash loses nothing. Workers are woken by NOTIFY at commit.
 */
export async function enqueue<K extends JobName>(
  em: EntityManager,
  task: K,
  payload: JobPayloads[K],
  options: EnqueueOptions = {},
): Promise<void> {
  await em.query(
    `SELECT ${JOBS_SCHEMA}.add_job($1, $2::json, job_key => $3, run_at => $4, max_attempts => $5)`,
    [
      task,
      JSON.stringify(payload),
      options.jobKey ?? null,
      options.runAt ?? null,
      options.maxAttempts ?? MAX_ATTEMPTS[task],
    ],
  );
}
