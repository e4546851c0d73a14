import type { DataSource, EntityManager } from 'typeorm';
import type { Transaction, Transactions } from '../../platform/domain-events';
import { badInput, conflict, notFound } from '../../common/app-error';
import { containsPattern } from '../../common/paging/escape-like';
import { authorize } from '../../common/policy/authorize';
import { personOnly, viewerIn, type Viewer } from '../../common/policy/viewer';
import { canManageAssociation } from '../associations/associations.policy';
import type { EventQueriesService } from '../events/event-queries.service';
import { Event } from '../events/event.entity';
import { isTerminated } from '../events/events.surface';
import { assertCanManageEvent, canSeeEvent, eventVisibleToSql } from '../events/events.policy';
import type { MembershipEnded } from '../memberships/memberships.events';
import { Shift } from './shift.entity';
import { SignUp } from './sign-up.entity';
import { ShiftFanout, type ShiftChanged, type ShiftPublishReads } from './shift-publish-reads';
import { attendanceRecordedSql, SIGN_UP_ROW_SQL, type SignUpRow } from './sign-up-row';
import { SHIFT_ERRORS } from './shifts.errors';
import { shiftFacts, type ShiftFacts, type SignUpOrigin } from './shifts.events';
import { canSignUpToShift, signUpAllowedSql } from './shifts.policy';
import type { ShiftWithEvent, SignUpCommands } from './sign-ups.types';

export type { ShiftWithEvent } from './sign-ups.types';

const factsOf = ({ shift, event }: ShiftWithEvent): ShiftFacts => shiftFacts(shift, event);

/** A request made by accepting a waitlist offer holds its place until it is decided. */
const holdsPlace = (signUp: Pick<SignUp, 'status' | 'fromWaitlist'>) =>
  signUp.status === 'waiting' && signUp.fromWaitlist;

/**
 * The shift as it is at the end of the write that released a sign-up: its counters read again in
 * the write's transaction, after the processors ran. Computing them from the release alone showed
 * a freed place as free when the waitlist had already held it for the first in line (issue 31:
 * the mutation's answer, written over the live update's, showed the place free "once in three").
 */
async function afterRelease(em: EntityManager, found: ShiftWithEvent): Promise<ShiftWithEvent> {
  const [counts]: { acceptedCount: number; heldCount: number }[] = await em.query(
    'SELECT accepted_count AS "acceptedCount", held_count AS "heldCount" FROM shift WHERE id = $1',
    [found.shift.id],
  );
  if (counts) Object.assign(found.shift, counts);
  return found;
}

/** A sign-up about to be released, with what its events say of its shift. */
type Releasable = Pick<SignUp, 'id' | 'userId' | 'status' | 'fromWaitlist'> & {
  shift: ShiftFacts;
};

/**
 * Sign-ups to shifts. Places are taken only by accepted sign-ups, through the guarded
 * `UPDATE shift SET accepted_count = accepted_count + 1 WHERE accepted_count < max_volunteer`
 * (and a CHECK constraint behind it), so concurrent approvals can never overbook a shift.
 * Locks are always taken sign-up first, then shift. Every write records what happened
 * (shifts.events.ts): notices, reminders and live pages are processors, not calls from here.
 */
export class ShiftsService implements SignUpCommands {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly eventQueries: EventQueriesService,
  ) {
    this.fanout = new ShiftFanout(dataSource);
  }

  private readonly fanout: ShiftFanout;

  /** The reads of one live publish, shared by all its subscribers (shift-publish-reads.ts). */
  publishReads(changed: ShiftChanged): ShiftPublishReads {
    return this.fanout.of(changed);
  }

  /** The shift with its event, in one statement. */
  private async load(em: EntityManager, shiftId: number): Promise<ShiftWithEvent> {
    // a query builder, not findOne with relations: that one reads twice (ids first)
    const shift = await em
      .getRepository(Shift)
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.event', 'e')
      .where('s.id = :shiftId', { shiftId })
      .getOne();
    if (!shift) throw notFound(SHIFT_ERRORS.notFound);
    const { event, ...own } = shift;
    return { shift: Object.assign(new Shift(), own), event: event! };
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
    return this.transactions.run((tx) => this.request(tx, userId, shiftId));
  }

  /** `signUp` in the caller's transaction (SignUpCommands: the sign-up-or-queue command). */
  async request(tx: Transaction, userId: number, shiftId: number): Promise<ShiftWithEvent> {
    const em = tx.em;
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
    // places held for the waitlist count as taken (docs/waitlist.md)
    if (shift.acceptedCount + shift.heldCount >= shift.maxVolunteer)
      throw badInput(SHIFT_ERRORS.noSpots);
    // a state the person can change (by joining), not a page they may not see: 409, not 403
    authorize(viewer, canSignUpToShift, { shift, event }, () => conflict(SHIFT_ERRORS.notAllowed));
    await this.createSignUp(tx, { userId, shift: shiftFacts(shift, event), origin: 'direct' });
    return { shift, event };
  }

  /**
   * The one INSERT of a sign-up, whatever its origin (SignUpCommands.createSignUp), and the events
   * every sign-up records. A request from the waitlist holds the place offered to it (its shift
   * row is locked by the waitlist); accepted at once, that place becomes taken.
   */
  async createSignUp(
    tx: Transaction,
    {
      userId,
      shift,
      origin,
      acceptAtOnce = false,
    }: { userId: number; shift: ShiftFacts; origin: SignUpOrigin; acceptAtOnce?: boolean },
  ): Promise<number> {
    const em = tx.em;
    const inserted: { id: number }[] =
      origin === 'direct'
        ? await em.query(
            `INSERT INTO user_shift (shift_id, user_id, status) VALUES ($1, $2, 'waiting')
         ON CONFLICT (shift_id, user_id) DO UPDATE SET status = 'waiting', from_waitlist = false, created_at = now(), decided_at = NULL
          WHERE user_shift.status = 'rejected'
         RETURNING id`,
            [shift.shiftId, userId],
          )
        : await em.query(
            `INSERT INTO user_shift (shift_id, user_id, status, from_waitlist, decided_at)
         VALUES ($1, $2, $3, true, CASE WHEN $4::boolean THEN now() END)
         ON CONFLICT (shift_id, user_id) DO UPDATE
           SET status = EXCLUDED.status, from_waitlist = true, created_at = now(),
               decided_at = EXCLUDED.decided_at
          WHERE user_shift.status = 'rejected'
         RETURNING id`,
            [shift.shiftId, userId, acceptAtOnce ? 'accepted' : 'waiting', acceptAtOnce],
          );
    if (!inserted.length) throw conflict(SHIFT_ERRORS.alreadySignedUp);
    const signUpId = inserted[0].id;
    if (acceptAtOnce) {
      // the held place becomes taken (the shift row is locked: the held count is there)
      const taken: unknown[] = await em.query(
        `WITH taken AS (
           UPDATE shift SET accepted_count = accepted_count + 1, held_count = held_count - 1
            WHERE id = $1 AND held_count > 0 RETURNING id
         ) SELECT id FROM taken`,
        [shift.shiftId],
      );
      if (!taken.length) throw new Error(`sign-up: no held place on shift ${shift.shiftId}`);
    }
    await tx.record({ name: 'SignUpRequested', signUpId, userId, shift, origin });
    if (acceptAtOnce)
      await tx.record({ name: 'SignUpDecided', signUpId, userId, accepted: true, shift });
    return signUpId;
  }

  /** Holds `count` free places for the waitlist's offers, never past `max_volunteer`. */
  async holdPlaces(tx: Transaction, shiftId: number, count: number): Promise<boolean> {
    // CTE: TypeORM answers a bare UPDATE … RETURNING with [rows, count]
    const held: unknown[] = await tx.em.query(
      `WITH held AS (
         UPDATE shift SET held_count = held_count + $2
          WHERE id = $1 AND accepted_count + held_count + $2 <= max_volunteer RETURNING id
       ) SELECT id FROM held`,
      [shiftId, count],
    );
    return held.length > 0;
  }

  /** One held place back: an offer declined, expired or withdrawn, a held request released. */
  async releaseHeld(tx: Transaction, shiftId: number): Promise<void> {
    await tx.em.query(
      'UPDATE shift SET held_count = held_count - 1 WHERE id = $1 AND held_count > 0',
      [shiftId],
    );
  }

  /**
   * Withdraws a request or gives back an accepted place; coming back needs a new request. From
   * the shift's start it is too late (409 shift.started, issue 31): what happened is recorded.
   */
  async withdraw(userId: number, shiftId: number): Promise<ShiftWithEvent> {
    return this.transactions.run((tx) => this.withdrawIn(tx, userId, shiftId));
  }

  /** `withdraw` in the caller's transaction (SignUpCommands: the leave-or-withdraw command). */
  async withdrawIn(tx: Transaction, userId: number, shiftId: number): Promise<ShiftWithEvent> {
    const em = tx.em;
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
    const found = await this.load(em, shiftId);
    if (found.shift.startDate.getTime() <= Date.now()) throw conflict(SHIFT_ERRORS.started);
    await this.release(tx, { ...signUp, shift: factsOf(found) }, 'withdrawn', null);
    return afterRelease(em, found);
  }

  /**
   * A person left an association or was removed (the MembershipEnded processor, in its
   * transaction, the membership already gone). Their sign-ups on its shifts not yet ended that
   * the sign-up rule no longer allows them — members-only shifts, every shift of its private
   * events — are withdrawn as a withdrawal does (places given back, so reminders find nothing to
   * send), and they are told once. Sign-ups on public events' open shifts stay; ended shifts stay
   * as the record of what was done, and so does a sign-up with attendance recorded (a check-in,
   * an administrator's present or absent: issues 22 and 31, they came and their hours count).
   */
  async withdrawOnMembershipEnded(tx: Transaction, ended: MembershipEnded): Promise<void> {
    const rows = await this.lockOpenSignUps(
      tx.em,
      ended.userId,
      `e.association_id = $2 AND NOT ${attendanceRecordedSql('us')}
         AND NOT ${signUpAllowedSql('s', 'e', '$1')}`,
      [ended.associationId],
    );
    if (!rows.length) return;
    for (const row of rows) await this.release(tx, row, 'membership_ended', null);
    await tx.record({
      name: 'SignUpsEndedWithMembership',
      userId: ended.userId,
      associationId: ended.associationId,
      association: rows[0].association,
    });
  }

  /**
   * An account is being deleted (the AccountDeleting processor, in its transaction): the cascade
   * would drop its sign-ups without giving their places back, so the ones on shifts not yet ended
   * are withdrawn here first. Attendance's processor has erased the person's attendance before
   * (GDPR erasure: docs/attendance.md, "Privacy").
   */
  async withdrawOnAccountDeleting(tx: Transaction, userId: number): Promise<void> {
    const rows = await this.lockOpenSignUps(tx.em, userId, 'true', []);
    for (const row of rows) await this.release(tx, row, 'account_deleted', null);
  }

  /**
   * A person's waiting and accepted sign-ups on shifts not yet ended that also meet `condition`
   * (over `us`, `s`, `e`; `$1` is the person, further parameters from `$2`), locked for release.
   */
  private async lockOpenSignUps(
    em: EntityManager,
    userId: number,
    condition: string,
    params: unknown[],
  ): Promise<(Releasable & { association: string })[]> {
    const rows: (Pick<SignUp, 'id' | 'userId' | 'status' | 'fromWaitlist'> & {
      association: string;
      associationId: number;
      eventId: number;
      eventName: string;
      shiftId: number;
      shiftTitle: string;
      startDate: Date;
      endDate: Date;
    })[] = await em.query(
      `SELECT us.id, us.user_id AS "userId", us.status, us.from_waitlist AS "fromWaitlist",
              us.shift_id AS "shiftId",
              s.title AS "shiftTitle", s.start_date AS "startDate", s.end_date AS "endDate",
              s.event_id AS "eventId", e.name AS "eventName",
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
    return rows.map(({ id, userId, status, fromWaitlist, association, ...shift }) => ({
      id,
      userId,
      status,
      fromWaitlist,
      association,
      shift,
    }));
  }

  /**
   * Deletes the sign-up, giving its place back if it had one, and records it. A sign-up with
   * attendance recorded is never deleted (409 attendance.recorded), but by its person's account
   * deletion.
   */
  private async release(
    tx: Transaction,
    signUp: Releasable,
    cause: 'withdrawn' | 'removed' | 'membership_ended' | 'account_deleted',
    by: number | null,
  ): Promise<void> {
    if (cause !== 'account_deleted') await this.refuseRecorded(tx.em, 'us.id = $1', signUp.id);
    const wasAccepted = signUp.status === 'accepted';
    const wasHeld = holdsPlace(signUp);
    if (wasAccepted)
      await tx.em.query(
        'UPDATE shift SET accepted_count = accepted_count - 1 WHERE id = $1 AND accepted_count > 0',
        [signUp.shift.shiftId],
      );
    if (wasHeld) await this.releaseHeld(tx, signUp.shift.shiftId);
    await tx.em.getRepository(SignUp).delete(signUp.id);
    await tx.record({
      name: 'SignUpReleased',
      userId: signUp.userId,
      shift: signUp.shift,
      wasAccepted,
      cause,
      by,
    });
    if (wasAccepted || wasHeld) await tx.record({ name: 'PlaceFreed', shift: signUp.shift });
  }

  /** 409 attendance.recorded when a sign-up `where` names (over `us`, `$1`) has attendance. */
  private async refuseRecorded(em: EntityManager, where: string, param: number): Promise<void> {
    const rows: unknown[] = await em.query(
      `SELECT 1 FROM user_shift us WHERE ${where} AND ${attendanceRecordedSql('us')} LIMIT 1`,
      [param],
    );
    if (rows.length) throw conflict(SHIFT_ERRORS.attendanceRecorded);
  }

  /** Accepts (taking a place, if one is left) or rejects a pending sign-up, once. */
  async decide(adminId: number, signUpId: number, accept: boolean): Promise<SignUpRow> {
    await this.transactions.run(async (tx) => {
      const em = tx.em;
      // the sign-up locked, with its shift and event read in the same statement
      const signUp = await em
        .getRepository(SignUp)
        .createQueryBuilder('us')
        .innerJoinAndSelect('us.shift', 's')
        .innerJoinAndSelect('s.event', 'e')
        .setLock('pessimistic_write', undefined, ['us'])
        .where('us.id = :signUpId', { signUpId })
        .getOne();
      if (!signUp) throw notFound(SHIFT_ERRORS.notFound);
      const { event, ...own } = signUp.shift!;
      const shift = Object.assign(new Shift(), own);
      const viewer = await viewerIn(em, adminId, event!.associationId);
      assertCanManageEvent(viewer, event!, () => notFound(SHIFT_ERRORS.notFound));
      if (signUp.status !== 'waiting') throw conflict(SHIFT_ERRORS.alreadyDecided);
      const held = holdsPlace(signUp);
      if (accept) {
        if (shift.endDate.getTime() < Date.now()) throw badInput(SHIFT_ERRORS.ended);
        // a request from the waitlist takes the place held for it; any other only a place that
        // is neither taken nor held (held places count as taken)
        const [taken] = (await em.query(
          held
            ? `UPDATE shift SET accepted_count = accepted_count + 1, held_count = held_count - 1
                WHERE id = $1 AND held_count > 0 RETURNING id`
            : `UPDATE shift SET accepted_count = accepted_count + 1
                WHERE id = $1 AND accepted_count + held_count < max_volunteer RETURNING id`,
          [shift.id],
        )) as [unknown[], number];
        if (!taken.length) throw conflict(SHIFT_ERRORS.noSpots);
      } else if (held) {
        await this.releaseHeld(tx, shift.id);
      }
      await em
        .getRepository(SignUp)
        .update(signUp.id, { status: accept ? 'accepted' : 'rejected', decidedAt: new Date() });
      await tx.record({
        name: 'SignUpDecided',
        signUpId: signUp.id,
        userId: signUp.userId,
        accepted: accept,
        shift: shiftFacts(shift, event!),
      });
      // a rejected request from the waitlist gives its place to the next in line
      if (held && !accept)
        await tx.record({ name: 'PlaceFreed', shift: shiftFacts(shift, event!) });
    });
    return (await this.row(signUpId))!;
  }

  /** An administrator removes someone from a shift (their place is given back). */
  async removeFromShift(adminId: number, shiftId: number, userId: number): Promise<ShiftWithEvent> {
    return this.transactions.run((tx) => this.removeIn(tx, adminId, shiftId, userId));
  }

  /** `removeFromShift` in the caller's transaction (SignUpCommands: leave-or-withdraw). */
  async removeIn(
    tx: Transaction,
    adminId: number,
    shiftId: number,
    userId: number,
  ): Promise<ShiftWithEvent> {
    const em = tx.em;
    const signUp = await em
      .getRepository(SignUp)
      .createQueryBuilder('us')
      .setLock('pessimistic_write')
      .where('us.shiftId = :shiftId AND us.userId = :userId', { shiftId, userId })
      .getOne();
    const found = await this.loadManaged(em, adminId, shiftId);
    if (!signUp || signUp.status === 'rejected') throw notFound(SHIFT_ERRORS.notSignedUp);
    await this.release(tx, { ...signUp, shift: factsOf(found) }, 'removed', adminId);
    return afterRelease(em, found);
  }

  /**
   * Its accepted and pending volunteers are told, if the shift had not ended yet. A shift with
   * attendance recorded stays (409 attendance.recorded): its event can be archived instead.
   */
  async deleteShift(adminId: number, shiftId: number): Promise<Event> {
    return this.transactions.run(async (tx) => {
      const found = await this.loadManaged(tx.em, adminId, shiftId);
      await this.refuseRecorded(tx.em, 'us.shift_id = $1', found.shift.id);
      await tx.record({
        name: 'ShiftDeleting',
        by: adminId,
        shift: factsOf(found),
        ahead: found.shift.endDate.getTime() > Date.now(),
      });
      await tx.em.getRepository(Shift).delete(found.shift.id);
      return found.event;
    });
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

  /**
   * Pending sign-ups of an association's shifts still to come: administrators only. Requests from
   * the waitlist first (they hold a place until decided), then by age.
   */
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
        ORDER BY us.from_waitlist DESC, us.created_at, us.id`,
      [associationId, containsPattern(search)],
    );
  }
}

declare module '../../platform/services' {
  interface Services {
    shifts: ShiftsService;
  }
}
