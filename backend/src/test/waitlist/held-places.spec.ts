/**
 * Issue 31: the administrators' shift page showed a place held for the first in line as free
 * ("seen once in three"). The removal's (and the withdrawal's) answer computed the shift from the
 * release alone, before the waitlist held the place in the same transaction; written into the
 * page's cache after the live update, it undid it. The answers now read the shift as the
 * transaction left it.
 */
import { startTestApp, type TestApp } from '../test-app';
import { fullShift, ledger, volunteers } from './support';

jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const FIELDS = 'id availableSpots waitlistCount';
const REMOVE = `mutation($shiftId: Int!, $userId: Int!) { removeFromShift(input: { shiftId: $shiftId, userId: $userId }) { ${FIELDS} } }`;
const WITHDRAW = `mutation($id: Int!) { withdrawFromShift(input: { shiftId: $id }) { ${FIELDS} } }`;

const join = (shiftId: number, token: string) =>
  app.rest('POST', `/api/user-shift/${shiftId}`, { token, body: { waitlist: true } });

it("an administrator's removal answers the place as held for the first in line, not free", async () => {
  const { admin, association, shift, holders } = await fullShift(app, 1);
  const [queued] = await volunteers(app, association.id, 1, 'Coda');
  expect((await join(shift.id, queued.token)).status).toBe(201);

  const removed = await app.gql<{ removeFromShift: { availableSpots: number } }>(
    REMOVE,
    { shiftId: shift.id, userId: holders[0].id },
    admin.token,
  );
  expect(removed.errors).toBeUndefined();
  expect(removed.data!.removeFromShift).toMatchObject({ availableSpots: 0, waitlistCount: 1 });
  expect(await ledger(app, shift.id)).toMatchObject({ accepted: 0, held: 1, offers: 1 });
});

it("a volunteer's withdrawal answers the same, and a free place with nobody queued as free", async () => {
  const { association, shift, holders } = await fullShift(app, 2);
  const [queued] = await volunteers(app, association.id, 1, 'Coda');
  // both places taken; one queued
  expect((await join(shift.id, queued.token)).status).toBe(201);
  const first = await app.gql<{ withdrawFromShift: { availableSpots: number } }>(
    WITHDRAW,
    { id: shift.id },
    holders[0].token,
  );
  expect(first.data!.withdrawFromShift.availableSpots).toBe(0);
  // the queue is empty now (its only entry holds the offer): the next place is free
  const second = await app.gql<{ withdrawFromShift: { availableSpots: number } }>(
    WITHDRAW,
    { id: shift.id },
    holders[1].token,
  );
  expect(second.data!.withdrawFromShift.availableSpots).toBe(1);
});
