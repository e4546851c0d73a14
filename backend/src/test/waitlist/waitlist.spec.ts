/**
 * Issue 21: the waitlist of full shifts on the real database, through the REST facade and GraphQL
 * as the app serves them. FIFO under concurrent joins; one offer per freed place; held places
 * count as taken (a plain sign-up or an older request cannot take them); accept, decline, expiry
 * and rejection pass the place on; every way a place frees offers it; the administrators' queue
 * and request list; the signed mail link works without login, once, and not after the deadline.
 */
import { DateTime } from 'luxon';
import { offerDeadline } from '../../modules/waitlist/offer-deadline';
import { enqueue } from '../../jobs/enqueue';
import { DECIDE, REQUESTS } from '../events/support';
import { eventually } from '../eventually';
import { buildSignUp } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import {
  ANSWER,
  fullShift,
  JOIN,
  LEAVE,
  ledger,
  offerNotices,
  SHIFT,
  volunteers,
  type Person,
} from './support';

jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const join = (shiftId: number, p: Person) =>
  app.rest<{ message: string; waitlist_position: number | null; key?: string }>(
    'POST',
    `/api/user-shift/${shiftId}`,
    { token: p.token, body: { waitlist: true } },
  );
const shiftBody = (shiftId: number, p: Person) =>
  app.rest<{
    available_spots: number;
    waitlist_count: number;
    waitlist_position: number | null;
    waitlist_offer_expires_at: string | null;
  }>('GET', `/api/shift/${shiftId}`, { token: p.token });
const withdraw = (shiftId: number, p: Person) =>
  app.rest('DELETE', `/api/user-shift/${shiftId}`, { token: p.token });
const answer = (shiftId: number, p: Person, accept: boolean) =>
  app.rest('POST', `/api/user-shift/${shiftId}/waitlist-offer`, {
    token: p.token,
    body: { accept },
  });

async function expectBalanced(shiftId: number) {
  const l = await ledger(app, shiftId);
  expect(l.accepted).toBe(l.acceptedRows);
  expect(l.held).toBe(l.offers + l.heldRequests);
  expect(l.accepted + l.held).toBeLessThanOrEqual(l.max);
  return l;
}

describe('joining', () => {
  it('a full shift refuses a plain sign-up and queues with waitlist=true; positions and counts on the shift', async () => {
    const { shift, association } = await fullShift(app, 1);
    const [a, b] = await volunteers(app, association.id, 2);
    const plain = await app.rest('POST', `/api/user-shift/${shift.id}`, {
      token: a.token,
      body: {},
    });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ key: 'subscription_not_available_spots' });

    expect(await join(shift.id, a)).toMatchObject({
      status: 201,
      body: { waitlist_position: 1 },
    });
    expect((await join(shift.id, b)).body.waitlist_position).toBe(2);
    expect((await join(shift.id, b)).status).toBe(409); // one entry per person and shift

    const seenByB = await shiftBody(shift.id, b);
    expect(seenByB.body).toMatchObject({
      available_spots: 0,
      waitlist_count: 2,
      waitlist_position: 2,
      waitlist_offer_expires_at: null,
    });
    // GraphQL shows the same
    const gql = await app.gql<{ shift: Record<string, unknown> }>(SHIFT, { id: shift.id }, b.token);
    expect(gql.data!.shift).toMatchObject({ waitlistCount: 2, waitlistPosition: 2 });

    // leaving moves b up
    expect((await withdraw(shift.id, a)).status).toBe(200);
    expect((await shiftBody(shift.id, b)).body.waitlist_position).toBe(1);
  });

  it('with waitlist=true on a shift that has places it is an ordinary sign-up', async () => {
    const { shift, association, holders } = await fullShift(app, 2);
    await withdraw(shift.id, holders[0]); // a place frees with nobody queued
    const [v] = await volunteers(app, association.id, 1);
    const r = await join(shift.id, v);
    expect(r).toMatchObject({ status: 201, body: { waitlist_position: null } });
    const rows = await app.dataSource.query(
      `SELECT status FROM user_shift WHERE shift_id = $1 AND user_id = $2`,
      [shift.id, v.id],
    );
    expect(rows).toEqual([{ status: 'waiting' }]);
  });

  it('the same eligibility as a sign-up: not a member of a members-only shift, ended and started shifts', async () => {
    const { shift } = await fullShift(app, 1);
    const outsider = (await volunteers(app, (await fullShift(app, 1)).association.id, 1))[0];
    // a private event of another association: not found
    expect((await join(shift.id, outsider)).status).toBe(404);
    const { shift: started, association } = await fullShift(app, 1, 0);
    await app.dataSource.query(
      `UPDATE shift SET start_date = now() - interval '1 minute' WHERE id = $1`,
      [started.id],
    );
    const [v] = await volunteers(app, association.id, 1);
    expect((await join(started.id, v)).body).toMatchObject({ key: 'waitlist.shift_started' });
  });

  it('keeps FIFO order under 30 concurrent joins: positions 1…30 once each, in commit order, offers in that order', async () => {
    const { shift, association, holders } = await fullShift(app, 1);
    const people = await volunteers(app, association.id, 30);
    const answers = await Promise.all(people.map((p) => join(shift.id, p)));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const positions = answers.map((a) => a.body.waitlist_position!);
    expect([...positions].sort((x, y) => x - y)).toEqual(people.map((_p, i) => i + 1));
    // the position each was told is its place in the queue's order (entry id = commit order)
    const order: { user_id: number }[] = await app.dataSource.query(
      'SELECT user_id FROM waitlist_entry WHERE shift_id = $1 ORDER BY id',
      [shift.id],
    );
    people.forEach((p, i) => expect(order[positions[i] - 1].user_id).toBe(p.id));
    // the freed place goes to position 1; declining passes it to position 2
    await withdraw(shift.id, holders[0]);
    const first = order[0].user_id;
    const second = order[1].user_id;
    expect((await offerNotices(app, shift.id)).map((n) => n.userId)).toEqual([first]);
    await answer(
      shift.id,
      people.find((p) => p.id === first)!,
      false,
    );
    expect((await offerNotices(app, shift.id)).map((n) => n.userId)).toEqual([first, second]);
    await expectBalanced(shift.id);
  });
});

describe('offers', () => {
  it('a held place cannot be taken by a plain sign-up nor by approving an older request', async () => {
    const { shift, association, holders, admin } = await fullShift(app, 1);
    const [older, queued, late] = await volunteers(app, association.id, 3);
    // a plain request made while the shift had room waits for the administrators
    const olderRequest = await buildSignUp(app, {
      shiftId: shift.id,
      userId: older.id,
      status: 'waiting',
    });
    await join(shift.id, queued);
    const before = new Date();
    await withdraw(shift.id, holders[0]);
    const after = new Date();
    const offered = await shiftBody(shift.id, queued);
    expect(offered.body.available_spots).toBe(0);
    expect(offered.body.waitlist_offer_expires_at).not.toBeNull();
    // 12 hours, or 08:00 Rome time when that falls in the night (offer-deadline.spec.ts)
    const deadline = new Date(offered.body.waitlist_offer_expires_at!).getTime();
    const start = new Date(shift.startDate);
    expect(deadline).toBeGreaterThanOrEqual(offerDeadline(before, 720, start).getTime());
    expect(deadline).toBeLessThanOrEqual(offerDeadline(after, 720, start).getTime());
    const hour = DateTime.fromMillis(deadline, { zone: 'Europe/Rome' }).hour;
    expect(hour >= 8 && hour < 22).toBe(true);

    const plain = await app.rest('POST', `/api/user-shift/${shift.id}`, { token: late.token });
    expect(plain.body).toMatchObject({ key: 'subscription_not_available_spots' });
    const approve = await app.gql(DECIDE, { id: olderRequest.id, accept: true }, admin.token);
    expect(approve.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      key: 'subscription_not_available_spots',
    });
    await expectBalanced(shift.id);
  });

  it('accepting makes a request from the waitlist, listed first for the administrators, holding its place until decided', async () => {
    const { shift, association, holders, admin } = await fullShift(app, 1);
    const [other, queued] = await volunteers(app, association.id, 2);
    await buildSignUp(app, { shiftId: shift.id, userId: other.id, status: 'waiting' });
    await join(shift.id, queued);
    await withdraw(shift.id, holders[0]);
    expect((await answer(shift.id, queued, true)).status).toBe(200);
    expect((await answer(shift.id, queued, true)).status).toBe(409); // answered already
    const requests = await app.rest<{ id_user: number; from_waitlist: boolean }[]>(
      'GET',
      `/api/user-shift/${association.id}`,
      { token: admin.token },
    );
    expect(requests.body.map((r) => [r.id_user, r.from_waitlist])).toEqual([
      [queued.id, true],
      [other.id, false],
    ]);
    expect(await expectBalanced(shift.id)).toMatchObject({ held: 1, heldRequests: 1, queued: 0 });
    const gqlRequests = await app.gql<{ shiftRequests: { id: number; userId: number }[] }>(
      REQUESTS,
      { associationId: association.id },
      admin.token,
    );
    const fromWaitlist = gqlRequests.data!.shiftRequests[0];
    expect(fromWaitlist.userId).toBe(queued.id);
    const decided = await app.gql(DECIDE, { id: fromWaitlist.id, accept: true }, admin.token);
    expect(decided.errors).toBeUndefined();
    expect(await expectBalanced(shift.id)).toMatchObject({ accepted: 1, held: 0 });
  });

  it('a rejected request from the waitlist passes the place to the next in line', async () => {
    const { shift, association, holders, admin } = await fullShift(app, 1);
    const [first, second] = await volunteers(app, association.id, 2);
    await join(shift.id, first);
    await join(shift.id, second);
    await withdraw(shift.id, holders[0]);
    await answer(shift.id, first, true);
    const [request] = await app.dataSource.query(
      'SELECT id FROM user_shift WHERE shift_id = $1 AND user_id = $2',
      [shift.id, first.id],
    );
    await app.gql(DECIDE, { id: request.id, accept: false }, admin.token);
    expect((await offerNotices(app, shift.id)).map((n) => n.userId)).toEqual([first.id, second.id]);
    await expectBalanced(shift.id);
  });

  it('a rejected request from the waitlist asked again directly is a plain request: approving it takes a free place, not a held one', async () => {
    const { shift, association, holders, admin } = await fullShift(app, 2);
    const [first, second] = await volunteers(app, association.id, 2);
    await join(shift.id, first);
    await join(shift.id, second);
    await withdraw(shift.id, holders[0]);
    await answer(shift.id, first, true);
    const [request] = await app.dataSource.query(
      'SELECT id FROM user_shift WHERE shift_id = $1 AND user_id = $2',
      [shift.id, first.id],
    );
    await app.gql(DECIDE, { id: request.id, accept: false }, admin.token);
    expect((await answer(shift.id, second, false)).status).toBe(200);
    expect(await expectBalanced(shift.id)).toMatchObject({ accepted: 1, held: 0, queued: 0 });
    const again = await app.rest('POST', `/api/user-shift/${shift.id}`, { token: first.token });
    expect(again.status).toBe(201);
    const [row] = await app.dataSource.query(
      'SELECT id, status, from_waitlist FROM user_shift WHERE shift_id = $1 AND user_id = $2',
      [shift.id, first.id],
    );
    expect(row).toMatchObject({ id: request.id, status: 'waiting', from_waitlist: false });
    const decided = await app.gql(DECIDE, { id: request.id, accept: true }, admin.token);
    expect(decided.errors).toBeUndefined();
    expect(await expectBalanced(shift.id)).toMatchObject({ accepted: 2, held: 0 });
  });

  it('an administrator removing a volunteer, or raising the places, offers them; a removal from the queue passes an offer on', async () => {
    const { shift, association, holders, admin, event } = await fullShift(app, 1);
    const people = await volunteers(app, association.id, 4);
    for (const p of people) await join(shift.id, p);
    // removal of the accepted volunteer
    await app.rest('DELETE', `/api/user-shift/${shift.id}`, {
      token: admin.token,
      body: { id_user: holders[0].id },
    });
    expect((await offerNotices(app, shift.id)).map((n) => n.userId)).toEqual([people[0].id]);
    // places raised from 1 to 3 by an edit: two more offers
    await app.services.events.update(admin.id, {
      id: event.id,
      name: event.name,
      description: event.description,
      street: 'Via Roma 1',
      town: 'Milano',
      province: 'MI',
      startDate: event.startDate,
      endDate: event.endDate,
      isPublic: false,
      topicIds: [1],
      eventTypeIds: [1],
      keepPhotoIds: [],
      newPhotos: [],
      shifts: [
        {
          id: shift.id,
          title: shift.title,
          description: '',
          color: shift.color,
          startDate: shift.startDate,
          endDate: shift.endDate,
          maxVolunteer: 3,
          openSubscription: false,
        },
      ],
    });
    expect((await offerNotices(app, shift.id)).map((n) => n.userId)).toEqual(
      people.slice(0, 3).map((p) => p.id),
    );
    // the administrator takes someone holding an offer out of the queue: it goes to the fourth
    const removed = await app.rest('DELETE', `/api/user-shift/${shift.id}`, {
      token: admin.token,
      body: { id_user: people[1].id },
    });
    expect(removed.status).toBe(200);
    expect((await offerNotices(app, shift.id)).map((n) => n.userId)).toEqual(
      [0, 1, 2, 3].map((i) => people[i].id),
    );
    const kinds = await app.dataSource.query(
      `SELECT kind FROM notification WHERE user_id = $1 ORDER BY id`,
      [people[1].id],
    );
    expect(kinds.map((k: { kind: string }) => k.kind)).toEqual([
      'waitlist_offer',
      'waitlist_removed',
    ]);
    expect(await expectBalanced(shift.id)).toMatchObject({ max: 3, held: 3, offers: 3 });
  });

  it('an offer expires through its job: its holder leaves the queue and is told, the place goes to the next', async () => {
    const { shift, association, holders } = await fullShift(app, 1);
    const [first, second] = await volunteers(app, association.id, 2);
    await join(shift.id, first);
    await join(shift.id, second);
    await withdraw(shift.id, holders[0]);
    // the deadline brought to now, and its job (same key) due now: what the clock would do
    const [entry] = await app.dataSource.query(
      `UPDATE waitlist_entry SET offer_expires_at = now() WHERE shift_id = $1 AND user_id = $2 RETURNING id`,
      [shift.id, first.id],
    );
    const entryId = (entry as { id: number }[])[0].id;
    await app.dataSource.transaction((em) =>
      enqueue(
        em,
        'waitlist-offer-expiry',
        { entryId },
        { jobKey: `waitlist-offer:${entryId}`, runAt: new Date() },
      ),
    );
    await eventually(async () => (await offerNotices(app, shift.id)).length === 2, {
      what: 'the place passed on',
    });
    expect((await offerNotices(app, shift.id)).map((n) => n.userId)).toEqual([first.id, second.id]);
    const told = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM notification WHERE kind = 'waitlist_expired' AND user_id = $1`,
      [first.id],
    );
    expect(told[0].n).toBe(1);
    expect((await answer(shift.id, first, true)).status).toBe(409);
    expect((await shiftBody(shift.id, first)).body.waitlist_position).toBeNull();
    expect(await expectBalanced(shift.id)).toMatchObject({ held: 1, queued: 1 });
  });

  it('leaving through GraphQL declines the offer; an archived event closes its queues', async () => {
    const { shift, association, holders, admin, event } = await fullShift(app, 1);
    const [first, second, third] = await volunteers(app, association.id, 3);
    for (const p of [first, second, third]) await app.gql(JOIN, { id: shift.id }, p.token);
    await withdraw(shift.id, holders[0]);
    const left = await app.gql<{ leaveWaitlist: { waitlistPosition: number | null } }>(
      LEAVE,
      { id: shift.id },
      first.token,
    );
    expect(left.data!.leaveWaitlist.waitlistPosition).toBeNull();
    const offered = await app.gql<{ shift: { waitlistOfferExpiresAt: string | null } }>(
      SHIFT,
      { id: shift.id },
      second.token,
    );
    expect(offered.data!.shift.waitlistOfferExpiresAt).not.toBeNull();
    await app.services.events.terminate(admin.id, event.id);
    expect(await expectBalanced(shift.id)).toMatchObject({ held: 0, queued: 0 });
    expect(
      (await app.gql(ANSWER, { id: shift.id, accept: true }, second.token)).errors?.[0].extensions,
    ).toMatchObject({ code: 'CONFLICT', key: 'waitlist.no_offer' });
  });

  it('a volunteer leaving the association leaves its members-only queues; the place goes to the next', async () => {
    const { shift, association, holders } = await fullShift(app, 1);
    const [first, second] = await volunteers(app, association.id, 2);
    await join(shift.id, first);
    await join(shift.id, second);
    await withdraw(shift.id, holders[0]);
    await app.services.memberships.leave(first.id, association.id);
    expect((await offerNotices(app, shift.id)).map((n) => n.userId)).toEqual([first.id, second.id]);
    expect(await expectBalanced(shift.id)).toMatchObject({ held: 1, queued: 1 });
  });
});

describe('the queue for administrators', () => {
  it('lists the queue in order with the current offer; others get 403', async () => {
    const { shift, association, holders, admin } = await fullShift(app, 1);
    const [first, second] = await volunteers(app, association.id, 2);
    await join(shift.id, first);
    await join(shift.id, second);
    await withdraw(shift.id, holders[0]);
    const list = await app.rest<
      { id_user: number; position: number; joined_at: string; offer_expires_at: string | null }[]
    >('GET', `/api/shift/${shift.id}/waitlist`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.map((r) => [r.id_user, r.position, r.offer_expires_at !== null])).toEqual([
      [first.id, 1, true],
      [second.id, 2, false],
    ]);
    expect(
      (await app.rest('GET', `/api/shift/${shift.id}/waitlist`, { token: first.token })).status,
    ).toBe(403);
    const counters = await app.gql<{
      associationDashboard: { counters: { numberWaitlistOffers: number } };
    }>(
      `query($id: Int!) { associationDashboard(id: $id) { counters { numberWaitlistOffers } } }`,
      { id: association.id },
      admin.token,
    );
    expect(counters.data!.associationDashboard.counters.numberWaitlistOffers).toBe(1);
  });
});

describe('the signed link of the offer mail', () => {
  it('works without login, once, and not after the deadline; a forged token is 404', async () => {
    const { shift, association, holders } = await fullShift(app, 1);
    const [first, second, third] = await volunteers(app, association.id, 3);
    for (const p of [first, second, third]) await join(shift.id, p);
    await withdraw(shift.id, holders[0]);
    const mail = await app.waitForMail(first.email, 'Si è liberato un posto');
    const accept = /(http:\/\/insieme\.test\/waitlist-offer\/[^\s?]+)\?answer=accept/.exec(
      mail.text,
    );
    expect(accept).not.toBeNull();
    const path = new URL(accept![1]).pathname;
    expect(mail.text).toContain(`${accept![1]}?answer=decline`);

    // GET shows the offer with the buttons and changes nothing (mail scanners follow GETs)
    const page = await fetch(`${app.url}${path}?answer=accept`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Accetto');
    expect(await expectBalanced(shift.id)).toMatchObject({ offers: 1 });

    const done = await fetch(`${app.url}${path}?answer=accept`, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Posto accettato');
    expect(await expectBalanced(shift.id)).toMatchObject({ heldRequests: 1, offers: 0 });
    // used: gone
    expect((await fetch(`${app.url}${path}?answer=decline`, { method: 'POST' })).status).toBe(410);
    expect((await fetch(`${app.url}${path}`)).status).toBe(410);

    // a forged token: 404
    const forged = path.replace(/\.[^.]+$/, `.${'A'.repeat(22)}`);
    expect((await fetch(`${app.url}${forged}`, { method: 'POST' })).status).toBe(404);

    // the next offer's link after its deadline: 410, nothing changes
    await withdraw(shift.id, holders[0]).catch(() => undefined);
    const [request] = await app.dataSource.query(
      'SELECT id FROM user_shift WHERE shift_id = $1 AND user_id = $2',
      [shift.id, first.id],
    );
    await withdraw(shift.id, first); // the request from the waitlist goes: the place goes on
    expect(request).toBeDefined();
    const secondMail = await app.waitForMail(second.email, 'Si è liberato un posto');
    const secondPath = new URL(
      /(http:\/\/insieme\.test\/waitlist-offer\/[^\s?]+)\?answer=accept/.exec(secondMail.text)![1],
    ).pathname;
    await app.dataSource.query(
      `UPDATE waitlist_entry SET offer_expires_at = now() - interval '1 second' WHERE shift_id = $1 AND user_id = $2`,
      [shift.id, second.id],
    );
    expect((await fetch(`${app.url}${secondPath}?answer=accept`, { method: 'POST' })).status).toBe(
      410,
    );
    expect(await expectBalanced(shift.id)).toMatchObject({ heldRequests: 0, offers: 1 });
  });
});
