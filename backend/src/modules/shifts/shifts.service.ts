import type { DataSource, EntityManager } from 'typeorm';
import { badInput, conflict, notFound } from '../../common/app-error';
import { containsPattern } from '../../common/paging/escape-like';
import { authorize } from '../../common/policy/authorize';
import { personOnly, viewerIn, type Viewer } from '../../common/policy/viewer';
import { canManageAssociation } from '../associations/associations.policy';
import type { EventQueriesService } from '../events/event-queries.service';
import { Event } from '../events/event.entity';
import type { EventsService } from '../events/events.service';
import { isTerminated } from '../events/event-state';
import { assertCanManageEvent, canSeeEvent, eventVisibleToSql } from '../events/events.policy';
import type { AfterCommit, MembershipEnded } from '../memberships/membership-ended';
import type { MembershipsService } from '../memberships/memberships.service';
import type { Delivered } from '../notifications/notifications.service';
import { NOTICE_TEXTS, type ShiftRef } from '../notices/notice-texts';
import type { NoticesService } from '../notices/notices.service';
import type { RemindersService } from '../reminders/reminders.service';
import { Shift } from './shift.entity';
import { SignUp } from './sign-up.entity';
import { ShiftFanout, type ShiftChanged, type ShiftPublishReads } from './shift-publish-reads';
import { SIGN_UP_ROW_SQL, type SignUpRow } from './sign-up-row';
import { SHIFT_ERRORS } from './shifts.errors';
import { canSignUpToShift, signUpAllowedSql } from './shifts.policy';

export interface ShiftWithEvent {
  shift: Shift;
  event: Event;
}

const refOf = ({ shift, event }: ShiftWithEvent): ShiftRef => ({
  eventName: event.name,
  shiftTitle: shift.title,
  startDate: shift.startDate,
  endDate: shift.endDate,
});

/**
 * Accepted and pending sign-ups of a shift whose people may still see its event: who is told when
 * it is deleted or cancelled.
 */
export const SIGNED_UP_SQL = `SELECT us.user_id FROM user_shift us
  JOIN shift s ON s.id = us.shift_id JOIN event e ON e.id = s.event_id
 WHERE us.shift_id = $1 AND us.status IN ('accepted', 'waiting')
   AND ${eventVisibleToSql('e', 'us.user_id')}`;

/**
 * Sign-ups to shifts. Places are taken only by accepted sign-ups, through the guarded
 * `UPDATE shift SET accepted_count = accepted_count + 1 WHERE accepted_count < max_volunteer`
 * (and a CHECK constraint behind it), so concurrent approvals can never overbook a shift.
 * Locks are always taken sign-up first, then shift.
 */
export class ShiftsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly eventQueries: EventQueriesService,
    private readonly events: EventsService,
    private readonly memberships: MembershipsService,
    private readonly notices: NoticesService,
    private readonly reminders: RemindersService,
  ) {
    this.fanout = new ShiftFanout(dataSource);
  }

  private readonly fanout: ShiftFanout;

  /** The reads of one live publish, shared by all its subscribers (shift-publish-reads.ts). */
  publishReads(changed: ShiftChanged): ShiftPublishReads {
    return this.fanout.of(changed);
  }

  private changed(event: Event, shiftId: number): void {
    this.events.publishShiftChanged(event.id, shiftId);
    this.memberships.publishCountersChanged(event.associationId);
  }

  /** The shift with its event, in one statement. */
  private async load(em: EntityManager, shiftId: number): Promise<ShiftWithEvent> {
    const shift = await em
      .getRepository(Shift)
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.event', 'e')
      .where('s.id = :shiftId', { shiftId })
      .getOne();
    if (!shift?.event) throw notFound(SHIFT_ERRORS.notFound);
    const { event } = shift;
    delete shift.event;
    return { shift, event };
  }

  /** The shift, for an administrator of its association (their role read in the transaction). */
  private async loadManaged(
    em: EntityManager,
    userId: number,
    shiftId: number,
  ): Promise<ShiftWithEvent> {
    const found = await this.load(em, shiftId);
    const viewer = await viewerIn(em, userId, found.event.associationId);
    assertCanManageEvent(viewer, found.event, () => notFound(SHIFT_ERRORS.notFound));
    return found;
  }

  async getVisible(viewerId: number, shiftId: number): Promise<ShiftWithEvent | null> {
    const shift = await this.dataSource.getRepository(Shift).findOneBy({ id: shiftId });
    if (!shift) return null;
    const event = await this.eventQueries.getVisible(viewerId, shift.eventId);
    return event ? { shift, event } : null;
  }

  /** Not visible reads as not found, as for its event. */
  async requireVisible(viewerId: number, shiftId: number): Promise<ShiftWithEvent> {
    const found = await this.getVisible(viewerId, shiftId);
    if (!found) throw notFound(SHIFT_ERRORS.notFound);
    return found;
  }

  /**
   * A request pending the administrators' confirmation. Refused when the shift has ended, the
   * event is terminated or no place remains; only the association's accepted volunteers may ask,
   * except for an open-subscription shift of a public event.
   */
  async signUp(userId: number, shiftId: number): Promise<ShiftWithEvent> {
    const found = await this.dataSource.transaction(async (em) => {
      const { shift, event } = await this.load(em, shiftId);
      // the one read of the membership: a sign-up that rests on it holds its row until commit, so
      // a leave at the same moment waits and then withdraws it, or went first and the person is
      // no member here. An open shift of a public event rests on nothing.
      const viewer =
        event.isPublic && shift.openSubscription
          ? personOnly(userId)
          : await viewerIn(em, userId, event.associationId, true);
      authorize(viewer, canSeeEvent, event, () => notFound(SHIFT_ERRORS.notFound));
      const now = new Date();
      if (shift.endDate.getTime() < now.getTime()) throw badInput(SHIFT_ERRORS.ended);
      if (isTerminated(event, now)) throw badInput(SHIFT_ERRORS.eventTerminated);
      if (shift.acceptedCount >= shift.maxVolunteer) throw badInput(SHIFT_ERRORS.noSpots);
      // a state the person can change (by joining), not a page they may not see: 409, not 403
      authorize(viewer, canSignUpToShift, { shift, event }, () =>
        conflict(SHIFT_ERRORS.notAllowed),
      );
      const inserted: unknown[] = await em.query(
        `INSERT INTO user_shift (shift_id, user_id, status) VALUES ($1, $2, 'waiting')
         ON CONFLICT (shift_id, user_id) DO UPDATE SET status = 'waiting', created_at = now(), decided_at = NULL
          WHERE user_shift.status = 'rejected'
         RETURNING id`,
        [shiftId, userId],
      );
      if (!inserted.length) throw conflict(SHIFT_ERRORS.alreadySignedUp);
      return { shift, event };
    });
    this.changed(found.event, shiftId);
    return found;
  }

  /** Withdraws a request or gives back an accepted place; coming back needs a new request. */
  async withdraw(userId: number, shiftId: number): Promise<ShiftWithEvent> {
    const found = await this.dataSource.transaction(async (em) => {
      const signUp = await em
        .getRepository(SignUp)
        .createQueryBuilder('us')
        .setLock('pessimistic_write')
        .where(
          "us.shiftId = :shiftId AND us.userId = :userId AND us.status IN ('waiting', 'accepted')",
          { shiftId, userId },
        )
        .getOne();
      if (!signUp) throw notFound(SHIFT_ERRORS.notSignedUp);
      await this.release(em, signUp);
      return this.load(em, shiftId);
    });
    this.changed(found.event, shiftId);
    return found;
  }

  /**
   * A person left an association or was removed (MembershipsService, in its transaction, the
   * membership already gone). Their sign-ups on its shifts not yet ended that the sign-up rule no
   * longer allows them — members-only shifts, every shift of its private events — are withdrawn
   * as a withdrawal does (places given back, so reminders find nothing to send), and they are
   * told once. Sign-ups on public events' open shifts stay; ended shifts stay as the record of
   * what was done.
   */
  async withdrawOnMembershipEnded(em: EntityManager, ended: MembershipEnded): Promise<AfterCommit> {
    const rows = await this.lockOpenSignUps(
      em,
      ended.userId,
      `e.association_id = $2 AND NOT ${signUpAllowedSql('s', 'e', '$1')}`,
      [ended.associationId],
    );
    if (!rows.length) return () => undefined;
    for (const row of rows) await this.release(em, row);
    const delivered = await this.notices.send(
      em,
      { kind: 'membership_ended', associationId: ended.associationId, eventId: null },
      [{ userId: ended.userId, ...NOTICE_TEXTS.membershipEnded(rows[0].association) }],
    );
    return () => {
      this.notices.publish(delivered);
      for (const row of rows) this.events.publishShiftChanged(row.eventId, row.shiftId);
    };
  }

  /**
   * An account is being deleted (UsersService, in its transaction): the cascade would drop its
   * sign-ups without giving their places back, so the ones on shifts not yet ended are withdrawn
   * here first, and the shifts' pages and the administrators' counters are told after commit.
   */
  async withdrawOnAccountDeleting(em: EntityManager, userId: number): Promise<AfterCommit> {
    const rows = await this.lockOpenSignUps(em, userId, 'true', []);
    for (const row of rows) await this.release(em, row);
    return () => {
      for (const row of rows) this.events.publishShiftChanged(row.eventId, row.shiftId);
      for (const id of new Set(rows.map((r) => r.associationId)))
        this.memberships.publishCountersChanged(id);
    };
  }

  /**
   * A person's waiting and accepted sign-ups on shifts not yet ended that also meet `condition`
   * (over `us`, `s`, `e`; `$1` is the person, further parameters from `$2`), locked for release.
   */
  private lockOpenSignUps(
    em: EntityManager,
    userId: number,
    condition: string,
    params: unknown[],
  ): Promise<
    (Pick<SignUp, 'id' | 'shiftId' | 'status'> & {
      eventId: number;
      associationId: number;
      association: string;
    })[]
  > {
    return em.query(
      `SELECT us.id, us.shift_id AS "shiftId", us.status, s.event_id AS "eventId",
              e.association_id AS "associationId", a.name AS association
         FROM user_shift us
         JOIN shift s ON s.id = us.shift_id
         JOIN event e ON e.id = s.event_id
         JOIN association a ON a.id = e.association_id
        WHERE us.user_id = $1 AND us.status IN ('waiting', 'accepted') AND s.end_date > now()
          AND ${condition}
        ORDER BY us.id
          FOR UPDATE OF us`,
      [userId, ...params],
    );
  }

  /** Deletes the sign-up, giving its place back if it had one. */
  private async release(
    em: EntityManager,
    signUp: Pick<SignUp, 'id' | 'shiftId' | 'status'>,
  ): Promise<void> {
    if (signUp.status === 'accepted')
      await em.query(
        'UPDATE shift SET accepted_count = accepted_count - 1 WHERE id = $1 AND accepted_count > 0',
        [signUp.shiftId],
      );
    await em.getRepository(SignUp).delete(signUp.id);
  }

  /** Accepts (taking a place, if one is left) or rejects a pending sign-up, once. */
  async decide(adminId: number, signUpId: number, accept: boolean): Promise<SignUpRow> {
    const { event, delivered } = await this.dataSource.transaction(async (em) => {
      const signUp = await em
        .getRepository(SignUp)
        .createQueryBuilder('us')
        .setLock('pessimistic_write')
        .where('us.id = :signUpId', { signUpId })
        .getOne();
      if (!signUp) throw notFound(SHIFT_ERRORS.notFound);
      const { shift, event } = await this.loadManaged(em, adminId, signUp.shiftId);
      if (signUp.status !== 'waiting') throw conflict(SHIFT_ERRORS.alreadyDecided);
      if (accept) {
        if (shift.endDate.getTime() < Date.now()) throw badInput(SHIFT_ERRORS.ended);
        const [taken] = (await em.query(
          `UPDATE shift SET accepted_count = accepted_count + 1 WHERE id = $1 AND accepted_count < max_volunteer RETURNING id`,
          [shift.id],
        )) as [unknown[], number];
        if (!taken.length) throw conflict(SHIFT_ERRORS.noSpots);
      }
      await em
        .getRepository(SignUp)
        .update(signUp.id, { status: accept ? 'accepted' : 'rejected', decidedAt: new Date() });
      if (accept) await this.reminders.schedule(em, { signUpIds: [signUp.id] });
      const ref = refOf({ shift, event });
      const delivered = await this.notices.send(
        em,
        {
          kind: accept ? 'sign_up_accepted' : 'sign_up_rejected',
          associationId: event.associationId,
          eventId: event.id,
        },
        [
          {
            userId: signUp.userId,
            shiftId: shift.id,
            ...(accept ? NOTICE_TEXTS.signUpAccepted(ref) : NOTICE_TEXTS.signUpRejected(ref)),
          },
        ],
      );
      return { event, delivered };
    });
    this.notices.publish(delivered);
    const row = (await this.row(signUpId))!;
    this.changed(event, row.shiftId);
    return row;
  }

  /** An administrator removes someone from a shift (their place is given back). */
  async removeFromShift(adminId: number, shiftId: number, userId: number): Promise<ShiftWithEvent> {
    const { found, delivered } = await this.dataSource.transaction(async (em) => {
      const signUp = await em
        .getRepository(SignUp)
        .createQueryBuilder('us')
        .setLock('pessimistic_write')
        .where('us.shiftId = :shiftId AND us.userId = :userId', { shiftId, userId })
        .getOne();
      await this.loadManaged(em, adminId, shiftId);
      if (!signUp || signUp.status === 'rejected') throw notFound(SHIFT_ERRORS.notSignedUp);
      await this.release(em, signUp);
      const found = await this.load(em, shiftId);
      // an administrator removing themself needs no notice of it
      const delivered: Delivered =
        userId === adminId
          ? { ids: [], userIds: [] }
          : await this.notices.send(
              em,
              {
                kind: 'removed_from_shift',
                associationId: found.event.associationId,
                eventId: found.event.id,
              },
              [{ userId, shiftId, ...NOTICE_TEXTS.removedFromShift(refOf(found)) }],
            );
      return { found, delivered };
    });
    this.notices.publish(delivered);
    this.changed(found.event, shiftId);
    return found;
  }

  /** Its accepted and pending volunteers are told, if the shift had not ended yet. */
  async deleteShift(adminId: number, shiftId: number): Promise<Event> {
    const { event, delivered } = await this.dataSource.transaction(async (em) => {
      const found = await this.loadManaged(em, adminId, shiftId);
      const { shift, event } = found;
      const delivered =
        shift.endDate.getTime() > Date.now()
          ? await this.notices.sendToAll(
              em,
              { kind: 'shift_deleted', associationId: event.associationId, eventId: event.id },
              SIGNED_UP_SQL,
              [shift.id],
              { shiftId: shift.id, ...NOTICE_TEXTS.shiftDeleted(refOf(found)) },
            )
          : { ids: [], userIds: [] };
      await em.getRepository(Shift).delete(shift.id);
      return { event, delivered };
    });
    this.notices.publish(delivered);
    this.memberships.publishCountersChanged(event.associationId);
    return event;
  }

  async row(signUpId: number): Promise<SignUpRow | null> {
    const rows: SignUpRow[] = await this.dataSource.query(`${SIGN_UP_ROW_SQL} WHERE us.id = $1`, [
      signUpId,
    ]);
    return rows[0] ?? null;
  }

  /**
   * The viewer's waiting and accepted sign-ups of events they may still see (an ended shift of a
   * private event stays a record, hidden once they left), searchable by event name, address and
   * start date; the shifts still to end first, soonest first, then the ended ones, most recent
   * first (/my-event, issue 18).
   */
  async mySignUps(userId: number, search?: string | null): Promise<SignUpRow[]> {
    return this.dataSource.query(
      `${SIGN_UP_ROW_SQL}
        WHERE us.user_id = $1 AND us.status IN ('waiting', 'accepted')
          AND ${eventVisibleToSql('e', '$1')}
          AND ($2::text IS NULL OR e.name ILIKE $2 OR e.address ILIKE $2
               OR to_char(s.start_date AT TIME ZONE 'Europe/Rome', 'DD/MM/YYYY') ILIKE $2)
        ORDER BY s.end_date < now(),
                 CASE WHEN s.end_date >= now() THEN s.start_date END, s.start_date DESC, us.id`,
      [userId, containsPattern(search)],
    );
  }

  /** Pending sign-ups of an association's shifts still to come: administrators only. */
  async requests(
    viewer: Viewer,
    associationId: number,
    search?: string | null,
  ): Promise<SignUpRow[]> {
    authorize(viewer, canManageAssociation, associationId);
    return this.dataSource.query(
      `${SIGN_UP_ROW_SQL}
        WHERE e.association_id = $1 AND us.status = 'waiting' AND s.end_date >= now()
          AND ($2::text IS NULL OR u.name ILIKE $2 OR u.surname ILIKE $2 OR e.name ILIKE $2
               OR (u.name || ' ' || u.surname) ILIKE $2)
        ORDER BY us.created_at, us.id`,
      [associationId, containsPattern(search)],
    );
  }
}
