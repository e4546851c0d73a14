import type { DataSource } from 'typeorm';
import {
  buildAssociation,
  buildEvent,
  buildMembership,
  buildShift,
  buildSignUp,
  buildUser,
  tokenFor,
} from '../factories';
import type { TestApp } from '../test-app';

const DAY = 24 * 3600_000;

export interface Person {
  id: number;
  email: string;
  token: string;
}

/** `n` accepted volunteers of the association, signed in (no password hashing each). */
export async function volunteers(app: TestApp, associationId: number, n: number, name = 'Vol') {
  const people: Person[] = [];
  for (let i = 0; i < n; i++) {
    const user = await buildUser(app, { name: `${name}${i + 1}`, surname: 'Rossi' });
    await buildMembership(app, { userId: user.id, associationId });
    people.push({ id: user.id, email: user.email, token: await tokenFor(app, user) });
  }
  return people;
}

/**
 * An administrator, their association, a private event in `days` days and one shift of `max`
 * places, full: each place taken by an accepted volunteer (`holders`).
 */
export async function fullShift(app: TestApp, max = 1, days = 3) {
  const adminUser = await buildUser(app, { name: 'Ada', surname: 'Admin' });
  const association = await buildAssociation(app, { adminId: adminUser.id });
  const admin: Person = {
    id: adminUser.id,
    email: adminUser.email,
    token: await tokenFor(app, adminUser),
  };
  const start = new Date(Date.now() + days * DAY);
  const event = await buildEvent(app, {
    associationId: association.id,
    isPublic: false,
    startDate: start,
    endDate: new Date(start.getTime() + 8 * 3600_000),
  });
  const shift = await buildShift(app, {
    eventId: event.id,
    maxVolunteer: max,
    startDate: start,
    endDate: new Date(start.getTime() + 4 * 3600_000),
  });
  const holders = await volunteers(app, association.id, max, 'Titolare');
  for (const h of holders) await buildSignUp(app, { shiftId: shift.id, userId: h.id });
  return { admin, association, event, shift, holders };
}

/** The shift's counters and the rows they count: they must always agree. */
export async function ledger(db: Pick<TestApp, 'dataSource'> | DataSource, shiftId: number) {
  const ds = 'dataSource' in db ? db.dataSource : db;
  const [row]: {
    max: number;
    accepted: number;
    held: number;
    acceptedRows: number;
    offers: number;
    heldRequests: number;
    queued: number;
  }[] = await ds.query(
    `SELECT s.max_volunteer AS max, s.accepted_count AS accepted, s.held_count AS held,
            (SELECT count(*)::int FROM user_shift WHERE shift_id = s.id AND status = 'accepted') AS "acceptedRows",
            (SELECT count(*)::int FROM waitlist_entry WHERE shift_id = s.id AND offered_at IS NOT NULL) AS offers,
            (SELECT count(*)::int FROM user_shift WHERE shift_id = s.id AND status = 'waiting' AND from_waitlist) AS "heldRequests",
            (SELECT count(*)::int FROM waitlist_entry WHERE shift_id = s.id) AS queued
       FROM shift s WHERE s.id = $1`,
    [shiftId],
  );
  return row;
}

/** Offers made for the shift so far (one in-app notice each), oldest first. */
export async function offerNotices(db: Pick<TestApp, 'dataSource'>, shiftId: number) {
  return (await db.dataSource.query(
    `SELECT user_id AS "userId", created_at AS "at" FROM notification
      WHERE kind = 'waitlist_offer' AND shift_id = $1 ORDER BY id`,
    [shiftId],
  )) as { userId: number; at: Date }[];
}

export const SHIFT_WAITLIST_FIELDS =
  'id availableSpots waitlistCount waitlistPosition waitlistOfferExpiresAt mySignUp';
export const JOIN = `mutation($id: Int!) { joinWaitlist(input: { shiftId: $id }) { ${SHIFT_WAITLIST_FIELDS} } }`;
export const ANSWER = `mutation($id: Int!, $accept: Boolean!) { answerWaitlistOffer(input: { shiftId: $id, accept: $accept }) { ${SHIFT_WAITLIST_FIELDS} } }`;
export const LEAVE = `mutation($id: Int!) { leaveWaitlist(input: { shiftId: $id }) { ${SHIFT_WAITLIST_FIELDS} } }`;
export const SHIFT = `query($id: Int!) { shift(id: $id) { ${SHIFT_WAITLIST_FIELDS} } }`;
