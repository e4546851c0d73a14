import type { DataSource, EntityManager } from 'typeorm';
import { badInput, conflict, forbidden, notFound } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import { personOnly, viewerIn, type Viewer } from '../../common/policy/viewer';
import { enqueue } from '../../jobs/enqueue';
import type { Transaction, Transactions } from '../../platform/domain-events';
import { eventVisibleToSql, canSeeEvent } from '../events/events.policy';
import { SHIFT_ERRORS } from '../shifts/shifts.errors';
import type { ShiftFacts } from '../shifts/shifts.events';
import { canSignUpToShift, signUpAllowedSql } from '../shifts/shifts.policy';
import { factsOf, SHIFT_STATE_SQL, shiftState, type ShiftState } from '../shifts/shift-state-row';
import type { SignUpCommands } from '../shifts/sign-ups.types';
import { offerDeadline } from './offer-deadline';
import { WAITLIST_ERRORS } from './waitlist.errors';
import type {} from './waitlist.events';
import { canRemoveFromWaitlist, canSeeWaitlist } from './waitlist.policy';
import {
  MY_WAITLIST_ROW_SQL,
  WAITLIST_ROW_SQL,
  type MyWaitlistRow,
  type WaitlistRow,
} from './waitlist-row';

/** An entry as the writes read it (locked). */
interface EntryRef {
  id: number;
  userId: number;
  offered: boolean;
}

/**
 * The waitlist of full shifts (issue 21, docs/waitlist.md). Fairness and "never overbooked" rest
 * on one lock: every write on a shift's queue locks the shift row first (`FOR UPDATE`), so joins
 * get their order (`waitlist_entry.id`) in commit order and a freed place is offered once. A place
 * held for the queue is `shift.held_count`, taken and given back by guarded updates in the same
 * statement order as `accepted_count`, with a CHECK (`accepted_count + held_count <=
 * max_volunteer`) behind them. Offers expire through a job queued in the offer's transaction.
 * Locks: membership (FOR SHARE) before shift, sign-up before shift, shift before entries.
 * The service writes `waitlist_entry` only: the held places and the sign-up an accepted offer
 * makes are the shifts domain's to write, through its `SignUpCommands` (issue 32).
 */
export class WaitlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    /** The one writer of sign-ups and of the places ledger (the shifts domain). */
    private readonly signUps: SignUpCommands,
    private readonly offerMinutes: number,
    /** Deadlines in the night move to 08:00 (false only in tests of seconds-long offers). */
    private readonly quietNight = true,
  ) {}

  /**
   * The shift, locked, when the person is in its queue; null (and nothing locked) when they are
   * not. One statement, as the plain lock it replaces: leave-or-withdraw asks it first, and a
   * caller who is not queued goes on to their sign-up without holding the shift row, so the lock
   * order of a sign-up's release (sign-up, then shift) holds.
   */
  private async lockIfQueued(
    em: EntityManager,
    shiftId: number,
    userId: number,
  ): Promise<ShiftState | null> {
    const rows: ShiftState[] = await em.query(
      `${SHIFT_STATE_SQL}
         AND EXISTS (SELECT 1 FROM waitlist_entry w WHERE w.shift_id = s.id AND w.user_id = $2)
         FOR UPDATE OF s`,
      [shiftId, userId],
    );
    return rows[0] ?? null;
  }

  private async position(em: EntityManager, entryId: number, shiftId: number): Promise<number> {
    const [row]: { position: number }[] = await em.query(
      'SELECT count(*)::int AS position FROM waitlist_entry WHERE shift_id = $1 AND id <= $2',
      [shiftId, entryId],
    );
    return row.position;
  }

  /**
   * Joins the queue of a shift, in the caller's transaction (the sign-up-or-queue command, after
   * the sign-up found no place). The same rules as a sign-up, and one entry per person and shift.
   * Returns the position.
   */
  async joinIn(
    tx: Transaction,
    userId: number,
    shiftId: number,
  ): Promise<{ position: number; shift: ShiftFacts }> {
    const em = tx.em;
    const seen = await shiftState(em, shiftId, false);
    if (!seen) throw notFound(SHIFT_ERRORS.notFound);
    const event = { isPublic: seen.isPublic, associationId: seen.associationId };
    // the membership first (FOR SHARE, as a sign-up), then the shift: the order of a leave
    const viewer =
      seen.isPublic && seen.openSubscription
        ? personOnly(userId)
        : await viewerIn(em, userId, seen.associationId, true);
    authorize(viewer, canSeeEvent, event, () => notFound(SHIFT_ERRORS.notFound));
    const shift = (await shiftState(em, shiftId, true))!;
    const now = Date.now();
    if (shift.endDate.getTime() < now) throw badInput(SHIFT_ERRORS.ended);
    if (shift.archivedAt !== null || shift.eventEnd.getTime() < now)
      throw badInput(SHIFT_ERRORS.eventTerminated);
    // offers end at the start: a queue that can no longer be served is closed
    if (shift.startDate.getTime() <= now) throw badInput(WAITLIST_ERRORS.shiftStarted);
    authorize(viewer, canSignUpToShift, { shift, event }, () => conflict(SHIFT_ERRORS.notAllowed));
    const signedUp: unknown[] = await em.query(
      `SELECT 1 FROM user_shift WHERE shift_id = $1 AND user_id = $2 AND status IN ('waiting', 'accepted')`,
      [shiftId, userId],
    );
    if (signedUp.length) throw conflict(SHIFT_ERRORS.alreadySignedUp);
    const inserted: { id: number }[] = await em.query(
      `INSERT INTO waitlist_entry (shift_id, user_id) VALUES ($1, $2)
       ON CONFLICT (shift_id, user_id) DO NOTHING RETURNING id`,
      [shiftId, userId],
    );
    if (!inserted.length) throw conflict(WAITLIST_ERRORS.alreadyQueued);
    const position = await this.position(em, inserted[0].id, shiftId);
    const facts = factsOf(shift);
    await tx.record({ name: 'WaitlistJoined', userId, shift: facts, position });
    // a place that is free with nobody to take it (a race with a leave): offered at once
    await this.fill(tx, shiftId);
    return { position, shift: facts };
  }

  /**
   * Offers every place that is free (not taken, not held) to the first people in line who may
   * still sign up, each until `WAITLIST_OFFER_MINUTES` from now or the shift's start, whichever
   * comes first, a deadline in the night moved to 08:00 (`offerDeadline`); queues each offer's expiry job in this transaction. Called where a place frees
   * (processors of PlaceFreed, edits, answers, expiries); with the shift row locked, two calls
   * can never offer one place twice. Nothing is offered once the shift started or the event
   * ended.
   */
  async fill(tx: Transaction, shiftId: number): Promise<void> {
    const em = tx.em;
    const shift = await shiftState(em, shiftId, true);
    if (!shift) return;
    const now = Date.now();
    if (
      shift.archivedAt !== null ||
      shift.eventEnd.getTime() < now ||
      shift.startDate.getTime() <= now
    )
      return;
    const free = shift.maxVolunteer - shift.acceptedCount - shift.heldCount;
    if (free <= 0) return;
    // CTE: TypeORM answers a bare UPDATE … RETURNING with [rows, count]
    const offered: { id: number; userId: number; expiresAt: Date }[] = await em.query(
      `WITH next AS (
         SELECT w.id FROM waitlist_entry w
           JOIN shift s ON s.id = w.shift_id JOIN event e ON e.id = s.event_id
          WHERE w.shift_id = $1 AND w.offered_at IS NULL
            AND ${signUpAllowedSql('s', 'e', 'w.user_id')}
            AND NOT EXISTS (SELECT 1 FROM user_shift us WHERE us.shift_id = w.shift_id
                             AND us.user_id = w.user_id AND us.status IN ('waiting', 'accepted'))
          ORDER BY w.id LIMIT $2
       ), offered AS (
         UPDATE waitlist_entry w
            SET offered_at = now(),
                offer_expires_at = $3::timestamptz
          FROM next WHERE w.id = next.id
         RETURNING w.id, w.user_id AS "userId", w.offer_expires_at AS "expiresAt"
       ) SELECT * FROM offered ORDER BY id`,
      [shiftId, free, this.deadline(shift.startDate)],
    );
    if (!offered.length) return;
    if (!(await this.signUps.holdPlaces(tx, shiftId, offered.length)))
      throw new Error(`waitlist: no place to hold on shift ${shiftId}`);
    const facts = factsOf(shift);
    for (const offer of offered) {
      const expiresAt = new Date(offer.expiresAt);
      await enqueue(
        em,
        'waitlist-offer-expiry',
        { entryId: offer.id },
        { jobKey: `waitlist-offer:${offer.id}`, runAt: expiresAt },
      );
      await tx.record({
        name: 'WaitlistOffered',
        entryId: offer.id,
        userId: offer.userId,
        shift: facts,
        expiresAt,
      });
    }
  }

  private deadline(shiftStart: Date): Date {
    const now = new Date();
    if (this.quietNight) return offerDeadline(now, this.offerMinutes, shiftStart);
    return new Date(Math.min(now.getTime() + this.offerMinutes * 60_000, shiftStart.getTime()));
  }

  /**
   * The caller answers their offer (in the app), in the caller's transaction (the answer-offer
   * command): 409 when they hold none (expired, answered).
   */
  async answerIn(
    tx: Transaction,
    userId: number,
    shiftId: number,
    accept: boolean,
  ): Promise<ShiftFacts> {
    const shift = await shiftState(tx.em, shiftId, true);
    if (!shift) throw notFound(SHIFT_ERRORS.notFound);
    const entry = await this.liveOffer(tx.em, 'shift_id = $1 AND user_id = $2', [shiftId, userId]);
    if (!entry) {
      // a private event's shift reads as not found to who may not see it, as elsewhere
      const viewer = await viewerIn(tx.em, userId, shift.associationId);
      if (!canSeeEvent(viewer, { isPublic: shift.isPublic, associationId: shift.associationId }))
        throw notFound(SHIFT_ERRORS.notFound);
      throw conflict(WAITLIST_ERRORS.noOffer);
    }
    await this.settle(tx, shift, entry, accept);
    return factsOf(shift);
  }

  /**
   * The signed link of the offer's mail (no login: the token names the entry), in the caller's
   * transaction (the answer-offer command). Null when the offer is gone — answered, expired, or
   * the person left — so a link works once and not late.
   */
  async answerByLinkIn(
    tx: Transaction,
    entryId: number,
    accept: boolean,
  ): Promise<{ shift: ShiftFacts; accepted: boolean } | null> {
    const [row]: { shiftId: number }[] = await tx.em.query(
      'SELECT shift_id AS "shiftId" FROM waitlist_entry WHERE id = $1',
      [entryId],
    );
    if (!row) return null;
    const shift = await shiftState(tx.em, row.shiftId, true);
    if (!shift) return null;
    const entry = await this.liveOffer(tx.em, 'id = $1', [entryId]);
    if (!entry) return null;
    await this.settle(tx, shift, entry, accept);
    return { shift: factsOf(shift), accepted: accept };
  }

  /** What the offer link's page shows before the person confirms; null when it is gone. */
  async offerOfLink(entryId: number): Promise<{ shift: ShiftFacts; expiresAt: Date } | null> {
    const rows: (ShiftState & { expiresAt: Date })[] = await this.dataSource.query(
      `SELECT w.offer_expires_at AS "expiresAt", q.* FROM waitlist_entry w
         JOIN LATERAL (${SHIFT_STATE_SQL.replace('$1', 'w.shift_id')}) q ON true
        WHERE w.id = $1 AND w.offer_expires_at > now()`,
      [entryId],
    );
    const row = rows[0];
    return row ? { shift: factsOf(row), expiresAt: new Date(row.expiresAt) } : null;
  }

  private async liveOffer(
    em: EntityManager,
    where: string,
    params: unknown[],
  ): Promise<EntryRef | null> {
    const rows: { id: number; userId: number }[] = await em.query(
      `SELECT id, user_id AS "userId" FROM waitlist_entry
        WHERE ${where} AND offered_at IS NOT NULL AND offer_expires_at > now() FOR UPDATE`,
      params,
    );
    return rows[0] ? { ...rows[0], offered: true } : null;
  }

  /**
   * Accepting turns the offer into a request waiting for the administrators, still holding the
   * place (`from_waitlist`) — or, when the association chose so (`auto_accept_waitlist`), into an
   * accepted sign-up at once: the held place becomes a taken one in the same guarded update as an
   * administrator's approval, and `SignUpDecided` is recorded as for one (the person's notice,
   * reminders, live pages). Declining gives the place to the next in line.
   */
  private async settle(
    tx: Transaction,
    shift: ShiftState,
    entry: EntryRef,
    accept: boolean,
  ): Promise<void> {
    const em = tx.em;
    await em.query('DELETE FROM waitlist_entry WHERE id = $1', [entry.id]);
    const autoAccepted = accept && shift.autoAccept;
    // the sign-up is the shifts domain's to write: it records SignUpRequested (and SignUpDecided
    // when accepted at once), so the live pages and every reaction to a sign-up see this one too
    const signUpId = accept
      ? await this.signUps.createSignUp(tx, {
          userId: entry.userId,
          shift: factsOf(shift),
          origin: 'waitlist',
          acceptAtOnce: autoAccepted,
        })
      : null;
    if (!accept) await this.signUps.releaseHeld(tx, shift.shiftId);
    await tx.record({
      name: 'WaitlistOfferAnswered',
      entryId: entry.id,
      userId: entry.userId,
      shift: factsOf(shift),
      accepted: accept,
      signUpId,
      autoAccepted,
    });
    if (!accept) await this.fill(tx, shift.shiftId);
  }

  /** The job at an offer's deadline: if still unanswered, its holder leaves and the place goes on. */
  async expire(entryId: number): Promise<void> {
    await this.transactions.run(async (tx) => {
      const [row]: { shiftId: number }[] = await tx.em.query(
        'SELECT shift_id AS "shiftId" FROM waitlist_entry WHERE id = $1',
        [entryId],
      );
      if (!row) return; // answered, left, or the shift is gone
      const shift = await shiftState(tx.em, row.shiftId, true);
      if (!shift) return;
      const [entry]: { id: number; userId: number }[] = await tx.em.query(
        `SELECT id, user_id AS "userId" FROM waitlist_entry
          WHERE id = $1 AND offered_at IS NOT NULL AND offer_expires_at <= now() FOR UPDATE`,
        [entryId],
      );
      if (!entry) return;
      await tx.em.query('DELETE FROM waitlist_entry WHERE id = $1', [entry.id]);
      await this.signUps.releaseHeld(tx, shift.shiftId);
      await tx.record({
        name: 'WaitlistOfferExpired',
        entryId: entry.id,
        userId: entry.userId,
        shift: factsOf(shift),
      });
      await this.fill(tx, shift.shiftId);
    });
  }

  /**
   * The caller leaves the queue (declining an offer they hold), in the caller's transaction (the
   * leave-or-withdraw command). False, with nothing locked, when they are not queued.
   */
  async leaveIn(tx: Transaction, userId: number, shiftId: number): Promise<boolean> {
    const shift = await this.lockIfQueued(tx.em, shiftId, userId);
    if (!shift) return false;
    return this.removeEntryOf(tx, shift, userId, 'left', null);
  }

  /**
   * An administrator takes someone out of the queue, in the caller's transaction (the
   * leave-or-withdraw command). False, with nothing locked, when that person is not queued. Who
   * cannot see a private event gets 404, as elsewhere.
   */
  async removeIn(
    tx: Transaction,
    adminId: number,
    shiftId: number,
    userId: number,
  ): Promise<boolean> {
    const seen = await shiftState(tx.em, shiftId, false);
    if (!seen) throw notFound(SHIFT_ERRORS.notFound);
    const viewer = await viewerIn(tx.em, adminId, seen.associationId);
    this.assertAdmin(viewer, seen, canRemoveFromWaitlist);
    const shift = await this.lockIfQueued(tx.em, shiftId, userId);
    if (!shift) return false;
    return this.removeEntryOf(tx, shift, userId, 'removed', adminId);
  }

  private assertAdmin(
    viewer: Viewer,
    shift: ShiftState,
    action: typeof canSeeWaitlist | typeof canRemoveFromWaitlist,
  ): void {
    authorize(viewer, action, shift.associationId, () =>
      canSeeEvent(viewer, { isPublic: shift.isPublic, associationId: shift.associationId })
        ? forbidden()
        : notFound(SHIFT_ERRORS.notFound),
    );
  }

  /** Deletes the person's entry; a held offer's place goes to the next in line. */
  private async removeEntryOf(
    tx: Transaction,
    shift: ShiftState,
    userId: number,
    cause: 'left' | 'removed' | 'membership_ended' | 'account_deleted' | 'event_archived',
    by: number | null,
    fill = true,
  ): Promise<boolean> {
    // an offer past its deadline whose job has not run yet still holds its place: it counts
    const rows: { id: number; offered: boolean }[] = await tx.em.query(
      `WITH gone AS (
         DELETE FROM waitlist_entry WHERE shift_id = $1 AND user_id = $2
         RETURNING id, offered_at IS NOT NULL AS offered
       ) SELECT * FROM gone`,
      [shift.shiftId, userId],
    );
    if (!rows.length) return false;
    const heldOffer = rows[0].offered;
    if (heldOffer) await this.signUps.releaseHeld(tx, shift.shiftId);
    await tx.record({ name: 'WaitlistLeft', userId, shift: factsOf(shift), heldOffer, cause, by });
    if (heldOffer && fill) await this.fill(tx, shift.shiftId);
    return true;
  }

  /**
   * The person's entries whose shifts meet `condition` (over `w`, `s`, `e`; `$1` the person),
   * each removed with its shift locked, in shift order (the order of every multi-shift write).
   */
  private async removeEntriesWhere(
    tx: Transaction,
    userId: number,
    condition: string,
    params: unknown[],
    cause: 'membership_ended' | 'account_deleted',
  ): Promise<void> {
    const rows: { shiftId: number }[] = await tx.em.query(
      `SELECT w.shift_id AS "shiftId" FROM waitlist_entry w
         JOIN shift s ON s.id = w.shift_id JOIN event e ON e.id = s.event_id
        WHERE w.user_id = $1 AND ${condition} ORDER BY w.shift_id`,
      [userId, ...params],
    );
    for (const { shiftId } of rows) {
      const shift = await shiftState(tx.em, shiftId, true);
      if (shift)
        await this.removeEntryOf(tx, shift, userId, cause, null, cause !== 'account_deleted');
    }
  }

  /**
   * A person left an association or was removed (MembershipEnded, membership already gone): they
   * leave the queues of its shifts the sign-up rule no longer allows them, as their sign-ups go.
   */
  async leaveOnMembershipEnded(
    tx: Transaction,
    ended: { userId: number; associationId: number },
  ): Promise<void> {
    await this.removeEntriesWhere(
      tx,
      ended.userId,
      `e.association_id = $2 AND NOT ${signUpAllowedSql('s', 'e', '$1')}`,
      [ended.associationId],
      'membership_ended',
    );
  }

  /**
   * An account is going (AccountDeleting, before the cascade): held offers are given back and
   * passed on, else the cascade would drop them with their places still held.
   */
  async leaveOnAccountDeleting(tx: Transaction, userId: number): Promise<void> {
    const rows: { shiftId: number }[] = await tx.em.query(
      'SELECT shift_id AS "shiftId" FROM waitlist_entry WHERE user_id = $1 ORDER BY shift_id',
      [userId],
    );
    for (const { shiftId } of rows) {
      const shift = await shiftState(tx.em, shiftId, true);
      if (!shift) continue;
      // the account's own sign-ups are released by the shifts domain; the fill of the place runs
      // after this entry is gone, so it never goes back to the person being deleted
      await this.removeEntryOf(tx, shift, userId, 'account_deleted', null);
    }
  }

  /** The event was archived: its queues close (offers withdrawn, places no longer held). */
  async closeForArchivedEvent(tx: Transaction, eventId: number): Promise<void> {
    const entries: { shiftId: number; userId: number }[] = await tx.em.query(
      `SELECT w.shift_id AS "shiftId", w.user_id AS "userId" FROM waitlist_entry w
         JOIN shift s ON s.id = w.shift_id WHERE s.event_id = $1 ORDER BY w.shift_id, w.id`,
      [eventId],
    );
    let locked: ShiftState | null = null;
    for (const entry of entries) {
      if (locked?.shiftId !== entry.shiftId) locked = await shiftState(tx.em, entry.shiftId, true);
      if (locked) await this.removeEntryOf(tx, locked, entry.userId, 'event_archived', null, false);
    }
  }

  /**
   * Shifts moved (ShiftsMoved): an offer never outlives its shift's start, so a deadline past the
   * new start moves to it (its expiry job too, under the same key); then what is free is offered.
   */
  async followMovedShifts(tx: Transaction, shiftIds: number[]): Promise<void> {
    const moved: { id: number; expiresAt: Date }[] = await tx.em.query(
      `WITH moved AS (
         UPDATE waitlist_entry w SET offer_expires_at = s.start_date
           FROM shift s
          WHERE s.id = w.shift_id AND w.shift_id = ANY($1::int[]) AND w.offer_expires_at > s.start_date
         RETURNING w.id, w.offer_expires_at AS "expiresAt"
       ) SELECT * FROM moved ORDER BY id`,
      [shiftIds],
    );
    for (const m of moved)
      await enqueue(
        tx.em,
        'waitlist-offer-expiry',
        { entryId: m.id },
        { jobKey: `waitlist-offer:${m.id}`, runAt: new Date(m.expiresAt) },
      );
    for (const shiftId of [...shiftIds].sort((a, b) => a - b)) await this.fill(tx, shiftId);
  }

  /** An edit may have raised places: each of the event's shifts offers what is free now. */
  async fillShifts(tx: Transaction, shiftIds: number[]): Promise<void> {
    for (const shiftId of [...shiftIds].sort((a, b) => a - b)) await this.fill(tx, shiftId);
  }

  /** A shift's queue in order, for its association's administrators (others: 403, or 404 when the event is hidden). */
  async queue(viewer: Viewer, shiftId: number): Promise<WaitlistRow[]> {
    const shift = await shiftState(this.dataSource.manager, shiftId, false);
    if (!shift) throw notFound(SHIFT_ERRORS.notFound);
    this.assertAdmin(viewer, shift, canSeeWaitlist);
    return this.dataSource.query(`${WAITLIST_ROW_SQL} WHERE w.shift_id = $1 ORDER BY w.id`, [
      shiftId,
    ]);
  }

  /** The viewer's queues on shifts not yet ended of events they may still see (my events). */
  async mine(userId: number): Promise<MyWaitlistRow[]> {
    return this.dataSource.query(
      `${MY_WAITLIST_ROW_SQL}
        WHERE w.user_id = $1 AND s.end_date > now() AND ${eventVisibleToSql('e', '$1')}
        ORDER BY s.start_date, w.id`,
      [userId],
    );
  }
}

declare module '../../platform/services' {
  interface Services {
    /** The waitlist of full shifts (issue 21): join, offers, answers, the queue. */
    waitlist: WaitlistService;
  }
}
