/**
 * Issue 31 (docs/waitlist.md): the administrators are told when someone accepts a place offered
 * from the waitlist, and an association may accept those requests at once
 * (`autoAcceptWaitlist`, edited with the association): the accepted offer is then an accepted
 * sign-up, with the person's "Turno confermato" notice, and the counters stay balanced.
 */
import { buildMembership, buildUser, tokenFor } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { fullShift, ledger, volunteers, type Person } from './support';

jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const UPDATE = `mutation($input: UpdateAssociationInput!) { updateAssociation(input: $input) { id autoAcceptWaitlist } }`;
const SETTING = `query($id: Int!) { association(id: $id) { id autoAcceptWaitlist } }`;
const edit = (id: number, overrides: Record<string, unknown> = {}) => ({
  input: {
    id,
    name: 'Croce Blu',
    description: 'Soccorso',
    street: 'Via Roma 1',
    town: 'Milano',
    province: 'MI',
    dateOfFoundation: '2020-02-02',
    topicIds: [1],
    ...overrides,
  },
});

const join = (shiftId: number, p: Person) =>
  app.rest('POST', `/api/user-shift/${shiftId}`, { token: p.token, body: { waitlist: true } });
const withdraw = (shiftId: number, p: Person) =>
  app.rest('DELETE', `/api/user-shift/${shiftId}`, { token: p.token });
const answer = (shiftId: number, p: Person, accept: boolean) =>
  app.rest('POST', `/api/user-shift/${shiftId}/waitlist-offer`, {
    token: p.token,
    body: { accept },
  });

async function noticesOf(kind: string, shiftId: number) {
  return (await app.dataSource.query(
    `SELECT user_id AS "userId", title, body FROM notification
      WHERE kind = $1 AND shift_id = $2 ORDER BY id`,
    [kind, shiftId],
  )) as { userId: number; title: string; body: string }[];
}

/** A full one-place shift, a second administrator, and Vera queued with the place offered. */
async function offered() {
  const setup = await fullShift(app, 1);
  const other = await buildUser(app, { name: 'Olga', surname: 'Admin' });
  await buildMembership(app, {
    userId: other.id,
    associationId: setup.association.id,
    isAdmin: true,
  });
  const [vera] = await volunteers(app, setup.association.id, 1, 'Vera');
  expect((await join(setup.shift.id, vera)).status).toBe(201);
  expect((await withdraw(setup.shift.id, setup.holders[0])).status).toBe(200);
  return { ...setup, other: { id: other.id, token: await tokenFor(app, other) }, vera };
}

it('accepting an offer tells every administrator, with the request still to decide', async () => {
  const { admin, other, vera, shift } = await offered();
  expect(await noticesOf('waitlist_accepted', shift.id)).toEqual([]);
  expect((await answer(shift.id, vera, true)).status).toBe(200);

  const told = await noticesOf('waitlist_accepted', shift.id);
  expect(told.map((n) => n.userId).sort()).toEqual([admin.id, other.id].sort());
  expect(told[0].title).toMatch(/^Richiesta dalla lista d'attesa: /);
  expect(told[0].body).toContain('Vera1 Rossi ha accettato il posto');
  expect(told[0].body).toContain('aspetta la vostra conferma');
  const [row] = await app.dataSource.query(
    'SELECT status, from_waitlist FROM user_shift WHERE shift_id = $1 AND user_id = $2',
    [shift.id, vera.id],
  );
  expect(row).toEqual({ status: 'waiting', from_waitlist: true });
});

it('declining tells no administrator', async () => {
  const { vera, shift } = await offered();
  expect((await answer(shift.id, vera, false)).status).toBe(200);
  expect(await noticesOf('waitlist_accepted', shift.id)).toEqual([]);
});

it('with autoAcceptWaitlist the accepted offer is an accepted sign-up at once', async () => {
  const { admin, other, association, vera, shift } = await offered();
  // only administrators read the setting; an edit without it leaves it as it is
  expect((await app.gql(SETTING, { id: association.id }, admin.token)).data).toEqual({
    association: { id: association.id, autoAcceptWaitlist: false },
  });
  const on = await app.gql(UPDATE, edit(association.id, { autoAcceptWaitlist: true }), admin.token);
  expect(on.errors).toBeUndefined();
  expect(on.data).toEqual({ updateAssociation: { id: association.id, autoAcceptWaitlist: true } });
  const kept = await app.gql(UPDATE, edit(association.id), admin.token);
  expect(kept.data).toEqual({
    updateAssociation: { id: association.id, autoAcceptWaitlist: true },
  });
  expect((await app.gql(SETTING, { id: association.id }, vera.token)).data).toEqual({
    association: { id: association.id, autoAcceptWaitlist: null },
  });

  expect((await answer(shift.id, vera, true)).status).toBe(200);
  const [row] = await app.dataSource.query(
    `SELECT status, from_waitlist, decided_at IS NOT NULL AS decided
       FROM user_shift WHERE shift_id = $1 AND user_id = $2`,
    [shift.id, vera.id],
  );
  expect(row).toEqual({ status: 'accepted', from_waitlist: true, decided: true });
  const l = await ledger(app, shift.id);
  expect(l).toMatchObject({ max: 1, accepted: 1, acceptedRows: 1, held: 0, offers: 0 });
  // the person is told as for an administrator's approval; the administrators that it is done
  expect((await noticesOf('sign_up_accepted', shift.id)).map((n) => n.userId)).toEqual([vera.id]);
  const told = await noticesOf('waitlist_accepted', shift.id);
  expect(told.map((n) => n.userId).sort()).toEqual([admin.id, other.id].sort());
  expect(told[0].title).toMatch(/^Posto accettato dalla lista d'attesa: /);
  expect(told[0].body).toContain('è già tra gli iscritti');
  // nothing is left for the administrators to decide
  const requests = await app.dataSource.query(
    `SELECT count(*)::int AS n FROM user_shift WHERE shift_id = $1 AND status = 'waiting'`,
    [shift.id],
  );
  expect(requests).toEqual([{ n: 0 }]);
});

it('the setting is refused to anyone but the administrators', async () => {
  const { association, vera } = await offered();
  const refused = await app.gql(
    UPDATE,
    edit(association.id, { autoAcceptWaitlist: true }),
    vera.token,
  );
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const [a] = await app.dataSource.query(
    'SELECT auto_accept_waitlist FROM association WHERE id = $1',
    [association.id],
  );
  expect(a.auto_accept_waitlist).toBe(false);
});

describe("the offer's notice says what became of the offer", () => {
  const NOTICES = `{ notifications { edges { node { kind shiftId offerState } } } }`;
  async function offerState(p: Person, shiftId: number) {
    const r = await app.gql<{
      notifications: {
        edges: {
          node: { kind: string | null; shiftId: number | null; offerState: string | null };
        }[];
      };
    }>(NOTICES, {}, p.token);
    expect(r.errors).toBeUndefined();
    const nodes = r.data!.notifications.edges.map((e) => e.node);
    // another notice has none
    expect(
      nodes.filter((n) => n.kind !== 'waitlist_offer').every((n) => n.offerState === null),
    ).toBe(true);
    return nodes.find((n) => n.kind === 'waitlist_offer' && n.shiftId === shiftId)?.offerState;
  }

  it('OPEN, then ACCEPTED', async () => {
    const { vera, shift } = await offered();
    expect(await offerState(vera, shift.id)).toBe('OPEN');
    await answer(shift.id, vera, true);
    expect(await offerState(vera, shift.id)).toBe('ACCEPTED');
  });

  it('DECLINED', async () => {
    const { vera, shift } = await offered();
    await answer(shift.id, vera, false);
    expect(await offerState(vera, shift.id)).toBe('DECLINED');
  });

  it('EXPIRED', async () => {
    const { vera, shift } = await offered();
    // the deadline brought to now, and the expiry job's work done: what the clock would do
    const [updated] = (await app.dataSource.query(
      `UPDATE waitlist_entry SET offer_expires_at = now() WHERE shift_id = $1 AND user_id = $2 RETURNING id`,
      [shift.id, vera.id],
    )) as [{ id: number }[], number];
    await app.services.waitlist.expire(updated[0].id);
    expect(await offerState(vera, shift.id)).toBe('EXPIRED');
  });
});
