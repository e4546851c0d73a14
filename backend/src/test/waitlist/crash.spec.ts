/**
 * Issue 21: offers expire and pass on exactly once across a crash. On the compiled program
 * `npm start` runs: a place frees, the first in line is offered it for a few seconds, the app is
 * SIGKILLed before the deadline and restarted after it. The restarted instance expires the offer
 * once (one notice to its holder), offers the place once to the next in line, and that offer
 * expires once too; the counters equal the rows throughout.
 */
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../db/data-source';
import { childApps, type ChildApps } from '../child-app';
import { eventually } from '../eventually';
import {
  buildAssociation,
  buildEvent,
  buildMembership,
  buildShift,
  buildSignUp,
  buildUser,
  PASSWORD,
} from '../factories';
import { ledger } from './support';

jest.setTimeout(150_000);

/** How long an offer is held, in seconds (WAITLIST_OFFER_MINUTES = 0.2). */
const OFFER_S = 12;
let apps: ChildApps;
let db: DataSource;

beforeAll(async () => {
  // seconds-long offers: the night rule (deadlines moved to 08:00) would stretch them to hours
  apps = await childApps('waitlist-crash', {
    WAITLIST_OFFER_MINUTES: String(OFFER_S / 60),
    WAITLIST_OFFER_NIGHT: 'false',
  });
}, 200_000);
afterAll(async () => {
  await db?.destroy();
  await apps?.cleanUp();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(url: string, path: string, init: RequestInit, token?: string) {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function login(url: string, email: string) {
  const { body } = await call(url, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return body.accessToken as string;
}

it('SIGKILL while an offer is pending: it expires once after the restart and the place passes on once', async () => {
  const running = await apps.start();
  db = createDataSource(apps.databaseUrl);
  await db.initialize();

  const admin = await buildUser(db, { name: 'Ada' });
  const association = await buildAssociation(db, { adminId: admin.id });
  const [holder, a, b] = await Promise.all(
    ['Tina', 'Anna', 'Bruno'].map((name) => buildUser(db, { name })),
  );
  for (const u of [holder, a, b])
    await buildMembership(db, { userId: u.id, associationId: association.id });
  const start = new Date(Date.now() + 2 * 24 * 3600_000);
  const event = await buildEvent(db, {
    associationId: association.id,
    startDate: start,
    endDate: new Date(start.getTime() + 3600_000),
  });
  const shift = await buildShift(db, { eventId: event.id, maxVolunteer: 1 });
  await buildSignUp(db, { shiftId: shift.id, userId: holder.id });
  const [holderToken, aToken, bToken] = await Promise.all(
    [holder, a, b].map((u) => login(running.url, u.email)),
  );
  for (const token of [aToken, bToken])
    expect(
      (
        await call(
          running.url,
          `/api/user-shift/${shift.id}`,
          { method: 'POST', body: JSON.stringify({ waitlist: true }) },
          token,
        )
      ).status,
    ).toBe(201);

  const freed = await call(
    running.url,
    `/api/user-shift/${shift.id}`,
    { method: 'DELETE' },
    holderToken,
  );
  expect(freed.status).toBe(200);
  const [offer] = (await db.query(
    `SELECT user_id, offer_expires_at FROM waitlist_entry WHERE shift_id = $1 AND offered_at IS NOT NULL`,
    [shift.id],
  )) as { user_id: number; offer_expires_at: Date }[];
  expect(offer.user_id).toBe(a.id);

  await apps.kill(running, 'SIGKILL');
  // the deadline passes while no instance runs: that clock is what is under test
  await sleep(Math.max(0, offer.offer_expires_at.getTime() + 1000 - Date.now()));
  expect(await notices('waitlist_expired')).toEqual([]);
  const restarted = await apps.start();

  // a's offer expires (once), the place goes to b; then b's expires too and the queue is empty
  await eventually(async () => (await notices('waitlist_expired')).length >= 2, {
    timeoutMs: OFFER_S * 1000 + 45_000,
    intervalMs: 200,
    what: 'both offers expired',
  });
  // only a job expires an offer: once none is due or running, no further one can come
  await eventually(async () => {
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs
        WHERE (run_at <= now() OR locked_at IS NOT NULL) AND attempts < max_attempts`,
    );
    return n === 0;
  });
  expect(await notices('waitlist_offer')).toEqual([a.id, b.id]);
  expect(await notices('waitlist_expired')).toEqual([a.id, b.id]);
  const l = await ledger(db, shift.id);
  console.log(`waitlist crash: ${JSON.stringify(l)}`);
  expect(l).toMatchObject({ accepted: 0, held: 0, offers: 0, queued: 0 });
  await apps.kill(restarted, 'SIGTERM');

  async function notices(kind: string) {
    return (
      (await db.query(
        `SELECT user_id FROM notification WHERE kind = $1 AND shift_id = $2 ORDER BY id`,
        [kind, shift.id],
      )) as { user_id: number }[]
    ).map((r) => r.user_id);
  }
});
