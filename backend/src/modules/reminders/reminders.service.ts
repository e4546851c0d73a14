import type { DataSource, EntityManager } from 'typeorm';
import { enqueue, JOBS_SCHEMA, MAX_ATTEMPTS, type ReminderJob } from '../../jobs/enqueue';
import type { Transactions } from '../../platform/domain-events';
import { eventVisibleToSql } from '../events/events.policy';
import type {} from './reminders.events';

/** One reminder's job key: this volunteer, this shift, this long before its start. */
export const reminderJobKey = (job: ReminderJob) =>
  `reminder:${job.shiftId}:${job.userId}:${job.offsetSeconds}`;

/** A reminder job may be woken this early (clock steps between instances) and still send. */
const EARLY_TOLERANCE_MS = 2000;

/**
 * Reminders before a shift (issue 10, SHIFT_REMINDERS): for each offset, each volunteer with an
 * accepted sign-up gets one reminder before the shift starts.
 *
 * - Scheduling: one `shift-reminder` job per (sign-up, offset) at `start − offset`, queued in the
 *   transaction that accepts the sign-up or moves the shift (job key per sign-up and offset:
 *   moving the shift moves the pending job). Offsets already past when scheduling are skipped, so
 *   signing up 30 minutes before sends no stale "tra 1 ora". A sweep at start and every hour
 *   queues what is missing (sign-ups written by other means, offsets changed in the config).
 * - Exactly once: the job sends inside one transaction that also records
 *   (user, shift, offset, start) in `shift_reminder_sent`; the primary key makes a second job (two
 *   instances, a retry after a crash, a re-queued key) find the row and send nothing. A shift
 *   moved later by more than the offset is reminded again at its new time.
 * - Never after the start: a job that runs late (the app was down) still sends if the shift has
 *   not started, and does nothing once it has.
 * - Only to people who may still see the event (events.policy), both when queued and when the
 *   job runs: a job queued before someone left a private event's association sends nothing.
 */
export class RemindersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly offsets: number[],
  ) {}

  /**
   * Queues the future reminders of the accepted sign-ups named (by sign-up or by shift), in the
   * caller's transaction; one statement.
   */
  async schedule(
    em: EntityManager,
    which: { signUpIds: number[] } | { shiftIds: number[] } | { startingBefore: Date },
  ): Promise<void> {
    if (!this.offsets.length) return;
    // one selector per call, so that each is served by its own index (this runs in every
    // acceptance and shift move): the sign-up's key, the shift's sign-ups, or shifts by start
    const [selector, value] =
      'signUpIds' in which
        ? ['us.id = ANY($2::int[])', which.signUpIds]
        : 'shiftIds' in which
          ? ['us.shift_id = ANY($2::int[])', which.shiftIds]
          : ['s.start_date > now() AND s.start_date <= $2::timestamptz', which.startingBefore];
    if (Array.isArray(value) && !value.length) return;
    await em.query(
      `SELECT count(*) FROM ${JOBS_SCHEMA}.add_jobs(ARRAY(
         SELECT ROW('shift-reminder',
                    json_build_object('userId', us.user_id, 'shiftId', s.id, 'offsetSeconds', o.secs),
                    NULL, s.start_date - make_interval(secs => o.secs), $3::int,
                    'reminder:' || s.id || ':' || us.user_id || ':' || o.secs, NULL, NULL
                )::${JOBS_SCHEMA}.job_spec
           FROM user_shift us
           JOIN shift s ON s.id = us.shift_id
           JOIN event e ON e.id = s.event_id
           CROSS JOIN unnest($1::int[]) AS o(secs)
          WHERE us.status = 'accepted' AND e.archived_at IS NULL
            AND s.start_date - make_interval(secs => o.secs) > now()
            AND ${eventVisibleToSql('e', 'us.user_id')}
            AND ${selector}
          ORDER BY s.start_date, us.id, o.secs
       ), false)`,
      [this.offsets, value, MAX_ATTEMPTS['shift-reminder']],
    );
  }

  /** The sweep: every future reminder of shifts starting within the longest offset and an hour. */
  async sweep(): Promise<void> {
    if (!this.offsets.length) return;
    const horizon = new Date(Date.now() + (this.offsets[0] + 2 * 3600) * 1000);
    await this.schedule(this.dataSource.manager, { startingBefore: horizon });
  }

  /** The `shift-reminder` job. */
  async run(job: ReminderJob): Promise<void> {
    await this.transactions.run(async ({ em, record }) => {
      const rows: {
        status: string;
        title: string;
        start_date: Date;
        end_date: Date;
        event_id: number;
        name: string;
        address: string;
        association_id: number;
        archived_at: Date | null;
        visible: boolean;
      }[] = await em.query(
        `SELECT us.status, s.title, s.start_date, s.end_date, e.id AS event_id, e.name, e.address,
                e.association_id, e.archived_at, ${eventVisibleToSql('e', 'us.user_id')} AS visible
           FROM user_shift us JOIN shift s ON s.id = us.shift_id JOIN event e ON e.id = s.event_id
          WHERE us.user_id = $1 AND us.shift_id = $2
          FOR UPDATE OF us`,
        [job.userId, job.shiftId],
      );
      const row = rows[0];
      // queued before the person left the association of a private event: it is not theirs now
      if (!row || row.status !== 'accepted' || row.archived_at || !row.visible) return;
      const now = Date.now();
      if (now >= row.start_date.getTime()) return; // never after the start
      const due = row.start_date.getTime() - job.offsetSeconds * 1000;
      if (now < due - EARLY_TOLERANCE_MS) {
        // the shift moved later after this job was queued: come back at the new time
        await enqueue(em, 'shift-reminder', job, {
          jobKey: reminderJobKey(job),
          runAt: new Date(due),
        });
        return;
      }
      // exactly once per (volunteer, shift, offset), unless the shift moved later by more than
      // the offset since that reminder (then it is a new reminder for a new time)
      const fresh: unknown[] = await em.query(
        `INSERT INTO shift_reminder_sent (user_id, shift_id, offset_seconds, shift_start)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, shift_id, offset_seconds) DO UPDATE
            SET shift_start = EXCLUDED.shift_start, sent_at = now()
          WHERE shift_reminder_sent.shift_start + make_interval(secs => $3) < EXCLUDED.shift_start
         RETURNING 1`,
        [job.userId, job.shiftId, job.offsetSeconds, row.start_date],
      );
      if (!fresh.length) return;
      await record({
        name: 'ReminderDue',
        userId: job.userId,
        offsetSeconds: job.offsetSeconds,
        shift: {
          shiftId: job.shiftId,
          eventId: row.event_id,
          associationId: row.association_id,
          eventName: row.name,
          shiftTitle: row.title,
          startDate: row.start_date,
          endDate: row.end_date,
          address: row.address,
        },
      });
    });
  }
}

declare module '../../platform/services' {
  interface Services {
    reminders: RemindersService;
  }
}
