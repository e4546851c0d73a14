import { buildUser } from '../../factories';
import type { Fixture } from '../authorization-fixture';
import {
  ADMIN_A,
  all,
  g,
  MANAGE_PRIVATE_A,
  num,
  q,
  rest,
  SEE_PRIVATE_A,
  SIGNED_IN,
  type Cell,
  type Row,
  type Target,
} from '../authorization-table';

/**
 * The waitlist of full shifts (issue 21). Joining follows the sign-up's rules; answering an offer
 * and leaving touch only the caller's own entry (409 / NOT_FOUND when they hold none, 404 when
 * they cannot see the event); the queue and removals are for the association's administrators;
 * the offer mail's link needs no login (its signed token names one offer).
 */
const SHIFT_FIELDS = 'id waitlistPosition waitlistOfferExpiresAt';
const JOIN = `mutation($id: Int!) { joinWaitlist(input: { shiftId: $id }) { ${SHIFT_FIELDS} } }`;
const ANSWER = `mutation($id: Int!, $a: Boolean!) { answerWaitlistOffer(input: { shiftId: $id, accept: $a }) { ${SHIFT_FIELDS} } }`;
const LEAVE = `mutation($id: Int!) { leaveWaitlist(input: { shiftId: $id }) { ${SHIFT_FIELDS} } }`;
const REMOVE = `mutation($s: Int!, $u: Int!) { removeFromWaitlist(input: { shiftId: $s, userId: $u }) { ${SHIFT_FIELDS} } }`;
const QUEUE = `query($s: Int!) { shiftWaitlist(shiftId: $s) { userId position offerExpiresAt } }`;

/** A queue entry of `userId` on `shiftId`, holding an offer for an hour when `offered`. */
async function entry(f: Fixture, shiftId: number, userId: number, offered: boolean) {
  const [row]: { id: number }[] = await f.app.dataSource.query(
    `INSERT INTO waitlist_entry (shift_id, user_id, offered_at, offer_expires_at)
     VALUES ($1, $2, ${offered ? "now(), now() + interval '1 hour'" : 'NULL, NULL'}) RETURNING id`,
    [shiftId, userId],
  );
  if (offered)
    await f.app.dataSource.query('UPDATE shift SET held_count = held_count + 1 WHERE id = $1', [
      shiftId,
    ]);
  return row.id;
}

/** A new public event of A with one open shift, and an offer on it for the cell's actor. */
async function offerForActor(f: Fixture, cell: Cell): Promise<Target> {
  const event = await f.throwawayEvent('A', { isPublic: true, open: true });
  await entry(f, event.shiftIds[0], cell.actor.userId, true);
  return { shiftId: event.shiftIds[0] };
}

/** The actor queued (no offer) on A's open shift. */
async function queuedActor(f: Fixture, cell: Cell): Promise<Target> {
  await entry(f, f.A.publicEvent.shiftIds[1], cell.actor.userId, false);
  return { shiftId: f.A.publicEvent.shiftIds[1] };
}

/** A throwaway person queued on A's private shift 0 (for an administrator to remove). */
async function queuedStranger(f: Fixture): Promise<Target> {
  const user = await buildUser(f.app);
  await entry(f, f.A.privateEvent.shiftIds[0], user.id, false);
  return { userId: user.id };
}

/** A genuine link of a live offer of a throwaway person. */
async function offerLink(f: Fixture): Promise<string> {
  const event = await f.throwawayEvent('A', { isPublic: true, open: true });
  const user = await buildUser(f.app);
  const id = await entry(f, event.shiftIds[0], user.id, true);
  return `/waitlist-offer/${f.app.services.notices.offerLinks.sign(id)}`;
}

const queueState = (shiftId: (f: Fixture) => number) => async (f: Fixture) =>
  f.app.dataSource.query(
    'SELECT user_id, offered_at FROM waitlist_entry WHERE shift_id = $1 ORDER BY id',
    [shiftId(f)],
  );

const NO_OFFER_PRIVATE_A = {
  visitor: 401,
  volunteer: 404,
  member: 409,
  adminA: 409,
  adminB: 404,
} as const;

export function waitlistRows(): Row[] {
  return [
    {
      op: 'POST /user-shift/{idShift}/waitlist-offer',
      cases: [
        {
          title: 'decline the offer one holds',
          who: SIGNED_IN,
          fresh: true,
          prepare: offerForActor,
          call: (f, c) =>
            rest(
              'POST',
              `/user-shift/${num(c.target, 'shiftId', f.A.publicEvent.shiftIds[1])}/waitlist-offer`,
              {
                accept: false,
              },
            ),
        },
        {
          title: "no offer held on a shift of A's private event (who cannot see it: 404)",
          who: NO_OFFER_PRIVATE_A,
          state: queueState((f) => f.A.privateEvent.shiftIds[0]),
          call: (f) =>
            rest('POST', `/user-shift/${f.A.privateEvent.shiftIds[0]}/waitlist-offer`, {
              accept: true,
            }),
        },
      ],
    },
    {
      op: 'Mutation.answerWaitlistOffer',
      cases: [
        {
          title: 'decline the offer one holds',
          who: g(SIGNED_IN),
          fresh: true,
          prepare: offerForActor,
          call: (f, c) =>
            q(ANSWER, { id: num(c.target, 'shiftId', f.A.publicEvent.shiftIds[1]), a: false }),
          sees: (a) => a.waitlistPosition === null,
        },
        {
          title: "no offer held on a shift of A's private event",
          who: g(NO_OFFER_PRIVATE_A),
          state: queueState((f) => f.A.privateEvent.shiftIds[0]),
          call: (f) => q(ANSWER, { id: f.A.privateEvent.shiftIds[0], a: true }),
        },
      ],
    },
    {
      op: 'Mutation.joinWaitlist',
      cases: [
        {
          title: "a shift of A's private event",
          who: g(SEE_PRIVATE_A),
          fresh: true,
          state: queueState((f) => f.A.privateEvent.shiftIds[0]),
          call: (f) => q(JOIN, { id: f.A.privateEvent.shiftIds[0] }),
        },
        {
          title: "closed shift of A's public event: accepted volunteers only",
          who: g({ ...SIGNED_IN, volunteer: 409, adminB: 409 }),
          fresh: true,
          state: queueState((f) => f.A.publicEvent.shiftIds[0]),
          call: (f) => q(JOIN, { id: f.A.publicEvent.shiftIds[0] }),
        },
        {
          title: "open shift of A's public event: everyone signed in",
          who: g(SIGNED_IN),
          fresh: true,
          call: (f) => q(JOIN, { id: f.A.publicEvent.shiftIds[1] }),
        },
      ],
    },
    {
      op: 'Mutation.leaveWaitlist',
      cases: [
        {
          title: 'leave a queue one is in',
          who: g(SIGNED_IN),
          fresh: true,
          prepare: queuedActor,
          call: (f) => q(LEAVE, { id: f.A.publicEvent.shiftIds[1] }),
          sees: (a) => a.waitlistPosition === null,
        },
        {
          title: 'not queued: NOT_FOUND',
          who: g({ ...all(404), visitor: 401 }),
          state: queueState((f) => f.A.publicEvent.shiftIds[0]),
          call: (f) => q(LEAVE, { id: f.A.publicEvent.shiftIds[0] }),
        },
      ],
    },
    {
      op: 'Mutation.removeFromWaitlist',
      cases: [
        {
          title: "take someone out of the queue of A's private event",
          who: g(MANAGE_PRIVATE_A),
          prepare: queuedStranger,
          state: queueState((f) => f.A.privateEvent.shiftIds[0]),
          call: (f, c) =>
            q(REMOVE, {
              s: f.A.privateEvent.shiftIds[0],
              u: num(c.target, 'userId', f.A.bystanderUserId),
            }),
        },
        {
          title: "adminA on B's private event",
          who: { adminA: 'NOT_FOUND' },
          state: queueState((f) => f.B.privateEvent.shiftIds[0]),
          call: (f) => q(REMOVE, { s: f.B.privateEvent.shiftIds[0], u: f.B.bystanderUserId }),
        },
      ],
    },
    {
      op: 'GET /shift/{id}/waitlist',
      cases: [
        {
          title: "the queue of A's private event",
          who: { ...MANAGE_PRIVATE_A, member: 403 },
          call: (f) => rest('GET', `/shift/${f.A.privateEvent.shiftIds[0]}/waitlist`),
        },
        {
          title: "the queue of A's public event: others 403",
          who: ADMIN_A,
          call: (f) => rest('GET', `/shift/${f.A.publicEvent.shiftIds[1]}/waitlist`),
        },
        {
          title: "adminA: B's private event",
          who: { adminA: 404 },
          call: (f) => rest('GET', `/shift/${f.B.privateEvent.shiftIds[0]}/waitlist`),
        },
      ],
    },
    {
      op: 'Query.shiftWaitlist',
      cases: [
        {
          title: "the queue of A's private event",
          who: g({ ...MANAGE_PRIVATE_A, member: 403 }),
          call: (f) => q(QUEUE, { s: f.A.privateEvent.shiftIds[0] }),
        },
        {
          title: "adminA: B's public event",
          who: { adminA: 'FORBIDDEN' },
          call: (f) => q(QUEUE, { s: f.B.publicEvent.shiftIds[1] }),
        },
      ],
    },
    {
      op: 'Query.myWaitlist',
      cases: [
        {
          title: 'own queues only',
          who: g(SIGNED_IN),
          call: () => q(`query { myWaitlist { shiftId position } }`),
        },
      ],
    },
    {
      op: 'Subscription.shiftWaitlistChanged',
      cases: [
        {
          title: "the live queue of A's private event",
          who: g({ ...MANAGE_PRIVATE_A, member: 403 }),
          call: (f) => ({
            ws: `subscription($s: Int!) { shiftWaitlistChanged(shiftId: $s) { userId } }`,
            variables: { s: f.A.privateEvent.shiftIds[0] },
          }),
          trigger: async (f) => f.app.services.live.waitlistChanged(f.A.privateEvent.shiftIds[0]),
        },
      ],
    },
  ];
}

/** The offer mail's link (HTTP, not in the REST document). */
export function waitlistOfferLinkRows(): Row[] {
  return [
    ...(['GET', 'POST'] as const).map((method) => ({
      op: `HTTP ${method} /waitlist-offer/{token}`,
      cases: [
        {
          title: 'a genuine link of a live offer answers for whoever holds it (no login)',
          who: all('allow'),
          call: async (f: Fixture) => ({
            http: method,
            path: `${await offerLink(f)}?answer=decline`,
          }),
        },
        {
          title: 'a guessed token is 404',
          who: all(404),
          call: () => ({ http: method, path: `/waitlist-offer/1.${'A'.repeat(22)}?answer=accept` }),
        },
      ],
    })),
  ];
}
