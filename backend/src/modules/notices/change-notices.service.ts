import type { DataSource, EntityManager } from 'typeorm';
import { enqueue } from '../../jobs/enqueue';
import type { Event } from '../events/event.entity';
import type { Shift } from '../shifts/shift.entity';
import { NOTICE_TEXTS } from './notice-texts';
import { signedUpToEvent } from './signed-up';
import type { NoticeRow, NoticesService } from './notices.service';

/** What volunteers are told about, as it was before the first edit of a burst (JSON). */
interface Snapshot {
  address: string;
  startDate: string;
  endDate: string;
  shifts: Record<string, { start: string; end: string }>;
}

const snapshotOf = (event: Event, shifts: Shift[]): Snapshot => ({
  address: event.address,
  startDate: event.startDate.toISOString(),
  endDate: event.endDate.toISOString(),
  shifts: Object.fromEntries(
    shifts.map((s) => [
      String(s.id),
      { start: s.startDate.toISOString(), end: s.endDate.toISOString() },
    ]),
  ),
});

const subjectOf = (eventId: number) => `event:${eventId}`;

const sameInstant = (iso: string, d: Date) => new Date(iso).getTime() === d.getTime();

/**
 * "The shift moved", "the event's address or dates changed" (issue 10), coalesced: the first edit
 * of an event that touches what volunteers are told about keeps a snapshot of the event as it was
 * (`change_notice_pending`) and queues one `change-notice` job at the end of the window
 * (NOTICE_COALESCE_SECONDS, default 60 s); later edits in the window keep the first snapshot. The
 * job compares the snapshot with the event as it is then: each volunteer with an accepted or
 * pending sign-up on a shift not yet ended receives ONE notice saying what changed for them,
 * old → new, and nobody receives anything when the edits undid each other.
 */
export class ChangeNoticesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notices: NoticesService,
    private readonly windowSeconds: number,
  ) {}

  /**
   * Called by an edit, in its transaction, with the event and its shifts as they were before it,
   * and as they are now. Notes nothing when nothing that volunteers are told about changed.
   */
  async note(
    em: EntityManager,
    before: { event: Event; shifts: Shift[] },
    after: { event: Event; shifts: Map<number, { startDate: Date; endDate: Date }> },
  ): Promise<void> {
    const changed =
      before.event.address !== after.event.address ||
      before.event.startDate.getTime() !== after.event.startDate.getTime() ||
      before.event.endDate.getTime() !== after.event.endDate.getTime() ||
      before.shifts.some((s) => {
        const now = after.shifts.get(s.id);
        return (
          !!now &&
          (now.startDate.getTime() !== s.startDate.getTime() ||
            now.endDate.getTime() !== s.endDate.getTime())
        );
      });
    if (!changed) return;
    // the no-op update returns the pending row's due time (and locks it until we commit, so the
    // job cannot consume it half-way through this edit)
    const [{ due_at }]: { due_at: Date }[] = await em.query(
      `INSERT INTO change_notice_pending (subject, event_id, before, due_at)
       VALUES ($1, $2, $3::jsonb, now() + make_interval(secs => $4))
       ON CONFLICT (subject) DO UPDATE SET subject = EXCLUDED.subject
       RETURNING due_at`,
      [
        subjectOf(before.event.id),
        before.event.id,
        JSON.stringify(snapshotOf(before.event, before.shifts)),
        this.windowSeconds,
      ],
    );
    await enqueue(
      em,
      'change-notice',
      { eventId: before.event.id },
      { jobKey: `change-notice:${before.event.id}`, runAt: due_at },
    );
  }

  /** The `change-notice` job: sends what changed since the snapshot, once. */
  async run(eventId: number): Promise<void> {
    const delivered = await this.dataSource.transaction(async (em) => {
      const pending: { before: Snapshot; due_at: Date }[] = await em.query(
        `SELECT before, due_at FROM change_notice_pending WHERE subject = $1 FOR UPDATE`,
        [subjectOf(eventId)],
      );
      if (!pending.length) return null; // already sent (a duplicate job), or the event is gone
      const [{ before, due_at }] = pending;
      if (due_at.getTime() > Date.now() + 1000) {
        // woken early (a clock step, a replaced job): come back when the window closes
        await enqueue(
          em,
          'change-notice',
          { eventId },
          { jobKey: `change-notice:${eventId}`, runAt: due_at },
        );
        return null;
      }
      await em.query('DELETE FROM change_notice_pending WHERE subject = $1', [subjectOf(eventId)]);
      const events: {
        name: string;
        address: string;
        start_date: Date;
        end_date: Date;
        association_id: number;
        archived_at: Date | null;
      }[] = await em.query(
        'SELECT name, address, start_date, end_date, association_id, archived_at FROM event WHERE id = $1',
        [eventId],
      );
      // deleted or archived since: the cancellation notice has said it all
      if (!events.length || events[0].archived_at) return null;
      const event = events[0];
      const eventParts: string[] = [];
      if (before.address !== event.address)
        eventParts.push(NOTICE_TEXTS.changedAddress(before.address, event.address));
      if (
        !sameInstant(before.startDate, event.start_date) ||
        !sameInstant(before.endDate, event.end_date)
      )
        eventParts.push(
          NOTICE_TEXTS.changedEventDates(
            [new Date(before.startDate), new Date(before.endDate)],
            [event.start_date, event.end_date],
          ),
        );
      const signUps = await signedUpToEvent(em, eventId, 'not-ended');
      const byUser = new Map<number, typeof signUps>();
      for (const row of signUps) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
      const rows: NoticeRow[] = [];
      for (const [userId, theirs] of byUser) {
        const moved = theirs.filter((s) => {
          const was = before.shifts[String(s.shiftId)];
          return was && (!sameInstant(was.start, s.startDate) || !sameInstant(was.end, s.endDate));
        });
        if (!eventParts.length && !moved.length) continue;
        const shiftParts = moved.map((s) => {
          const was = before.shifts[String(s.shiftId)];
          return NOTICE_TEXTS.changedShift(
            s.title,
            [new Date(was.start), new Date(was.end)],
            [s.startDate, s.endDate],
          );
        });
        const named = moved[0] ?? theirs[0];
        const parts = shiftParts.length
          ? [...eventParts, ...shiftParts]
          : [
              ...eventParts,
              NOTICE_TEXTS.yourShift({
                eventName: event.name,
                shiftTitle: named.title,
                startDate: named.startDate,
                endDate: named.endDate,
              }),
            ];
        rows.push({ userId, shiftId: named.shiftId, ...NOTICE_TEXTS.changed(event.name, parts) });
      }
      return this.notices.send(
        em,
        { kind: 'changed', associationId: event.association_id, eventId },
        rows,
      );
    });
    if (delivered) this.notices.publish(delivered);
  }
}

declare module '../../platform/services' {
  interface Services {
    /** Coalesced "what changed" notices of edited events. */
    changeNotices: ChangeNoticesService;
  }
}
