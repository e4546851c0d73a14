import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '../common/logger';
import { hashPassword } from '../modules/auth/password-hasher';
import { User } from '../modules/users/user.entity';
import { createServices, type Services } from '../services';
import { seedAfterTheShift } from './demo/demo-after-the-shift';
import { seedAssociations } from './demo/demo-associations';
import { DemoClock } from './demo/demo-clock';
import { seedEvents } from './demo/demo-events';
import { seedMessages } from './demo/demo-messages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, insertPeople, picturePeople } from './demo/demo-people';
import { renderPictures } from './demo/demo-pictures';
import { transactionBoundDataSource } from './demo/demo-transaction';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-people';

export interface DemoCounts {
  people: number;
  associations: number;
  memberships: number;
  follows: number;
  events: number;
  shifts: number;
  signUps: number;
  photos: number;
  likes: number;
  notifications: number;
  questions: number;
  /** present attendances (issue 22) and register entries (issue 23) */
  attendances: number;
  registerEntries: number;
}

export interface DemoSeedReport {
  durationMs: number;
  counts: DemoCounts;
  activationCodes: string[];
}

/** Serialises instances starting together on one empty database (hashtext of this key). */
const SEED_LOCK = 'insieme:demo-seed';

async function countDemo(em: EntityManager): Promise<DemoCounts> {
  const [row]: DemoCounts[] = await em.query(
    `SELECT (SELECT count(*)::int FROM user_account) AS people,
            (SELECT count(*)::int FROM association) AS associations,
            (SELECT count(*)::int FROM user_association) AS memberships,
            (SELECT count(*)::int FROM favourite_association) AS follows,
            (SELECT count(*)::int FROM event) AS events,
            (SELECT count(*)::int FROM shift) AS shifts,
            (SELECT count(*)::int FROM user_shift) AS "signUps",
            (SELECT count(*)::int FROM event_photo) AS photos,
            (SELECT count(*)::int FROM event_like) AS likes,
            (SELECT count(*)::int FROM notification) AS notifications,
            (SELECT count(*)::int FROM question) AS questions,
            (SELECT count(*)::int FROM shift_attendance WHERE attendance = 'present') AS attendances,
            (SELECT count(*)::int FROM register_entry) AS "registerEntries"`,
  );
  return row!;
}

/**
 * Seeds a living demo on the first start of an EMPTY database (no user yet); SEED_DEMO=false turns
 * it off. Returns null when there was nothing to do, so every later start adds nothing.
 *
 * Everything goes through the domain services (see demo/) inside one transaction: people, then
 * associations with logos and volunteers, then three weeks of events with photos, shifts,
 * sign-ups and likes, then a notification to Croce Verde's volunteers and a question from Marco
 * (seedMessages), then the attendance of its event already over and its register of volunteers
 * (seedAfterTheShift).
 */
export async function seedDemo(
  services: Services,
  dataSource: DataSource,
): Promise<DemoSeedReport | null> {
  const started = performance.now();
  if ((await dataSource.getRepository(User).count()) > 0) return null;
  // one argon2 hash shared by every demo person: hashing each would cost seconds. Queued before
  // the pictures (both use libuv's thread pool), which then render while the rows are written.
  const hashing = hashPassword(DEMO_PASSWORD);
  const pictures = renderPictures();
  const passwordHash = await hashing;

  const seeded = await dataSource.transaction(async (em) => {
    await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SEED_LOCK]);
    if ((await em.getRepository(User).count()) > 0) return null;
    const demo = createServices(
      services.config,
      transactionBoundDataSource(dataSource, em),
      services.pubSub,
    );
    const people = await insertPeople(em, passwordHash);
    const associations = await seedAssociations(demo, em, people, await pictures.logos);
    await seedEvents(demo, em, new DemoClock(), people, associations, await pictures.photos);
    await seedMessages(demo, em, people, associations);
    await seedAfterTheShift(demo, em, people, associations);
    await picturePeople(demo.users, people, await pictures.avatars);
    const activationCodes = await demo.activationCodes.generate(3);
    return { activationCodes, counts: await countDemo(em) };
  });
  if (!seeded) return null;

  const report = { ...seeded, durationMs: Math.round(performance.now() - started) };
  const logins = DEMO_ACCOUNTS.map((a) => a.email);
  logger.info(
    { accounts: logins, password: DEMO_PASSWORD, ...report },
    `Demo data seeded. Log in as ${logins.join(' or ')} with password ${DEMO_PASSWORD}`,
  );
  return report;
}
