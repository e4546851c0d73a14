/**
 * Factories for arranging rows in tests (as outline's server/test/factories.ts): each takes the
 * test app (or its data source) and optional overrides, and builds whatever parents are not
 * given — a sign-up without a shift builds a shift, which builds an event, which builds an
 * association with its administrator. Rows are in a state the services could have created
 * (decided memberships have `decidedAt`, accepted sign-ups take a place of their shift); a test
 * that needs a state the services refuse inserts it itself and says why.
 */
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { hashPassword } from '../modules/auth/password-hasher';
import { Association } from '../modules/associations/association.entity';
import { EventLike } from '../modules/events/event-like.entity';
import { Event } from '../modules/events/event.entity';
import { Follow } from '../modules/memberships/follow.entity';
import { Membership } from '../modules/memberships/membership.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { Shift } from '../modules/shifts/shift.entity';
import { SignUp } from '../modules/shifts/sign-up.entity';
import { User } from '../modules/users/user.entity';
import type { TestApp } from './test-app';

export const PASSWORD = 'Password1!';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

/** The test app, or its data source. */
export type Db = Pick<TestApp, 'dataSource'> | DataSource;

const dataSourceOf = (db: Db): DataSource => ('dataSource' in db ? db.dataSource : db);

/** Inserts one row and returns it with its generated columns (id, createdAt, defaults). */
async function insert<T extends ObjectLiteral>(
  db: Db,
  target: EntityTarget<T>,
  values: Partial<T>,
): Promise<T> {
  const repo = dataSourceOf(db).getRepository(target);
  const entity = repo.create(values as T);
  await repo.insert(entity);
  return entity;
}

const HOUR = 3600_000;
/** `days` from now at `hour`:00 UTC. */
function daysFromNow(days: number, hour: number): Date {
  const d = new Date(Date.now() + days * 24 * HOUR);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}

/** A confirmed user who can log in with PASSWORD. */
export async function buildUser(db: Db, overrides: Partial<User> = {}): Promise<User> {
  passwordHash ??= hashPassword(PASSWORD);
  sequence += 1;
  const repo = dataSourceOf(db).getRepository(User);
  return repo.save(
    repo.create({
      name: 'Anna',
      surname: 'Verdi',
      email: `user${sequence}-${Date.now()}@example.org`,
      phone: '3331112222',
      birthDate: '1990-05-20',
      passwordHash: await passwordHash,
      emailConfirmedAt: new Date(),
      ...overrides,
    }),
  );
}

/**
 * An association; with `adminId`, that user is its accepted administrator (otherwise it has
 * none — `buildEvent` and the factories below it give theirs one).
 */
export async function buildAssociation(
  db: Db,
  overrides: Partial<Association> & { adminId?: number } = {},
): Promise<Association> {
  sequence += 1;
  const { adminId, ...values } = overrides;
  const association = await insert(db, Association, {
    name: `Associazione ${sequence}`,
    description: 'Una associazione di prova',
    address: 'Via Roma 1, Milano, MI',
    dateOfFoundation: '2000-01-01',
    siteWeb: null,
    imageId: null,
    ...values,
  });
  if (adminId)
    await buildMembership(db, { userId: adminId, associationId: association.id, isAdmin: true });
  return association;
}

/** An association with a new administrator, for the factories that need a parent association. */
async function associationId(db: Db, given: number | undefined): Promise<number> {
  if (given) return given;
  const admin = await buildUser(db, { name: 'Ada', surname: 'Admin' });
  return (await buildAssociation(db, { adminId: admin.id })).id;
}

/**
 * A person's place in an association: accepted (a volunteer) unless `status` says otherwise;
 * builds the user and the association when their ids are not given.
 */
export async function buildMembership(
  db: Db,
  overrides: Partial<Membership> = {},
): Promise<Membership> {
  const status = overrides.status ?? 'accepted';
  return insert(db, Membership, {
    isAdmin: false,
    isMember: false,
    decidedAt: status === 'waiting' ? null : new Date(),
    ...overrides,
    status,
    userId: overrides.userId ?? (await buildUser(db)).id,
    associationId: await associationId(db, overrides.associationId),
  });
}

/** A user following an association; builds either when its id is not given. */
export async function buildFollow(db: Db, overrides: Partial<Follow> = {}): Promise<Follow> {
  return insert(db, Follow, {
    ...overrides,
    userId: overrides.userId ?? (await buildUser(db)).id,
    associationId: await associationId(db, overrides.associationId),
  });
}

/**
 * A public event three days from now, 08:00–18:00 UTC, without shifts; builds an association
 * with an administrator when `associationId` is not given.
 */
export async function buildEvent(db: Db, overrides: Partial<Event> = {}): Promise<Event> {
  sequence += 1;
  return insert(db, Event, {
    name: `Evento ${sequence}`,
    description: '',
    address: 'Via Po 1, Torino, TO',
    startDate: daysFromNow(3, 8),
    endDate: daysFromNow(3, 18),
    isPublic: true,
    archivedAt: null,
    ...overrides,
    associationId: await associationId(db, overrides.associationId),
  });
}

/**
 * A shift for one volunteer spanning its event (unless dates are given); builds the event when
 * `eventId` is not given. `acceptedCount` is kept by `buildSignUp`.
 */
export async function buildShift(db: Db, overrides: Partial<Shift> = {}): Promise<Shift> {
  const event = overrides.eventId
    ? await dataSourceOf(db).getRepository(Event).findOneByOrFail({ id: overrides.eventId })
    : await buildEvent(db);
  return insert(db, Shift, {
    title: 'Turno 1',
    description: '',
    color: '#0f766e',
    startDate: event.startDate,
    endDate: event.endDate,
    maxVolunteer: 1,
    openSubscription: false,
    ...overrides,
    eventId: event.id,
  });
}

/**
 * A person's request for a shift, accepted unless `status` says otherwise; an accepted one takes
 * a place (`acceptedCount`), as the services do. Builds the shift and the user when not given.
 */
export async function buildSignUp(db: Db, overrides: Partial<SignUp> = {}): Promise<SignUp> {
  const status = overrides.status ?? 'accepted';
  const signUp = await insert(db, SignUp, {
    decidedAt: status === 'waiting' ? null : new Date(),
    ...overrides,
    status,
    shiftId: overrides.shiftId ?? (await buildShift(db)).id,
    userId: overrides.userId ?? (await buildUser(db)).id,
  });
  if (status === 'accepted')
    await dataSourceOf(db)
      .getRepository(Shift)
      .increment({ id: signUp.shiftId }, 'acceptedCount', 1);
  return signUp;
}

/** A like of an event; builds the event and the user when not given. */
export async function buildEventLike(
  db: Db,
  overrides: Partial<EventLike> = {},
): Promise<EventLike> {
  return insert(db, EventLike, {
    ...overrides,
    eventId: overrides.eventId ?? (await buildEvent(db)).id,
    userId: overrides.userId ?? (await buildUser(db)).id,
  });
}

/** An unread in-app notification; builds the user when not given. */
export async function buildNotification(
  db: Db,
  overrides: Partial<Notification> = {},
): Promise<Notification> {
  return insert(db, Notification, {
    title: 'Avviso',
    body: 'Un avviso di prova',
    associationId: null,
    displayed: false,
    ...overrides,
    userId: overrides.userId ?? (await buildUser(db)).id,
  });
}

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { accessToken user { id } } }`;

export async function login(app: TestApp, email: string, password = PASSWORD): Promise<string> {
  const result = await app.gql<{ login: { accessToken: string } }>(LOGIN, {
    input: { email, password },
  });
  if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.accessToken;
}

export async function userWithToken(
  app: TestApp,
  overrides: Partial<User> = {},
): Promise<{ user: User; token: string }> {
  const user = await buildUser(app, overrides);
  return { user, token: await login(app, user.email) };
}

/**
 * A token for `userId` without a login (no password hashing): a session row as a login writes
 * it, and the token naming it. For tests that sign in many throwaway people.
 */
export function tokenFor(app: TestApp, user: { id: number; tokenVersion?: number }) {
  return app.services.sessions.open(
    app.dataSource.manager,
    { id: user.id, tokenVersion: user.tokenVersion ?? 0 },
    'test',
  );
}

// the package's CommonJS bundle exports { CodiceFiscale } (as common/fiscal-code.ts reads it)
const { CodiceFiscale } = require('codice-fiscale-js') as {
  CodiceFiscale: { getCheckCode(code: string): string };
};

/**
 * One codice fiscale belongs to one account (issue 31), and tests build the same people many
 * times in one database. `takeFiscalCode` gives the code to the person about to be built: earlier
 * accounts of the file that had it lose it (their register entries, snapshots, keep it).
 */
export async function takeFiscalCode(db: Db, code: string): Promise<string> {
  await dataSourceOf(db).query(
    'UPDATE user_account SET fiscal_code = NULL WHERE fiscal_code = $1',
    [code],
  );
  return code;
}

/**
 * For people built at the same time (where taking would race): `preferred` when nobody has it,
 * else another valid codice fiscale for the same birth date and place — the surname's letters
 * change (random consonants) and the check character is computed again.
 */
/** Codes handed out in this test file: reserved before the database is asked (people built at once). */
const handedOut = new Set<string>();

export async function uniqueFiscalCode(db: Db, preferred: string): Promise<string> {
  const free = async (code: string) => {
    if (handedOut.has(code)) return false;
    handedOut.add(code);
    const rows: unknown[] = await dataSourceOf(db).query(
      'SELECT 1 FROM user_account WHERE fiscal_code = $1',
      [code],
    );
    return rows.length === 0;
  };
  if (await free(preferred)) return preferred;
  const consonants = 'BCDFGHJKLMNPQRSTVWXZ';
  for (;;) {
    const letters = Array.from(
      { length: 3 },
      () => consonants[Math.floor(Math.random() * consonants.length)],
    ).join('');
    const body = `${letters}${preferred.slice(3, 15)}`;
    const code = `${body}${CodiceFiscale.getCheckCode(body)}`;
    if (await free(code)) return code;
  }
}
