import { PASSWORD } from '../../factories';
import type { Actor, Fixture } from '../authorization-fixture';
import {
  g,
  q,
  rest,
  SELF_FRESH,
  SIGNED_IN,
  type Call,
  type Case,
  type Row,
  type Who,
} from '../authorization-table';

/**
 * Rows of the server-side sessions (issue 17, items 2 and 4): each person sees and ends only their
 * own sessions (another person's session id reads as not found), and a token whose session ended
 * is refused everywhere — REST, GraphQL over HTTP and every operation on a WebSocket.
 */

/** Every signed-in role refused as `outcome`; the visitor has no session to end. */
const signedInOnly = (outcome: 401 | 404 | 'UNAUTHENTICATED' | 'NOT_FOUND'): Who => ({
  volunteer: outcome,
  member: outcome,
  adminA: outcome,
  adminB: outcome,
});

const UNUSED_SESSION = '00000000-0000-4000-8000-000000000000';

/** A new session of the actor (as a second login would open it); its id. */
async function secondSession(f: Fixture, actor: Actor): Promise<string> {
  const token = await f.app.services.sessions.open(
    f.app.dataSource.manager,
    { id: actor.userId, tokenVersion: 0 },
    'matrice',
  );
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()).sid as string;
}

/** A token of the actor whose session has ended (signed in, then signed out). */
async function endedToken(f: Fixture, actor: Actor): Promise<string> {
  const login = await f.app.rest<{ accessToken: string }>('POST', '/api/auth/login', {
    body: { email: actor.email, password: PASSWORD },
  });
  if (login.status !== 200) throw new Error(`login of ${actor.label}: ${login.status}`);
  const out = await f.app.rest('POST', '/api/auth/logout', { token: login.body.accessToken });
  if (out.status !== 200) throw new Error(`logout of ${actor.label}: ${out.status}`);
  return login.body.accessToken;
}

/** The same call made with a token of the actor whose session has ended. */
const withEndedToken =
  (call: Call) =>
  async (f: Fixture, cell: { actor: Actor }): Promise<Call> => ({
    ...call,
    token: await endedToken(f, cell.actor),
  });

/** A session of someone who is none of the actors: nobody in the matrix may end it. */
let foreign: Promise<{ userId: number; sessionId: string }> | undefined;
const foreignSession = (f: Fixture) =>
  (foreign ??= (async () => {
    const outsider = await f.freshActor('volunteer', 'outsider');
    return { userId: outsider.userId, sessionId: await secondSession(f, outsider) };
  })());
const foreignSessionAlive = async (f: Fixture) =>
  (
    await f.app.dataSource.query('SELECT count(*)::int AS n FROM user_session WHERE id = $1', [
      (await foreignSession(f)).sessionId,
    ])
  )[0].n as number;

const END_SESSION = `mutation($id: ID!) { endSession(input: { id: $id }) { message } }`;

export function sessionRows(): Row[] {
  return [
    {
      op: 'GET /auth/sessions',
      cases: [
        {
          title: 'own sessions',
          who: SIGNED_IN,
          call: () => rest('GET', '/auth/sessions'),
          sees: (a) => a.sessions.filter((s: { current: boolean }) => s.current).length === 1,
        },
      ],
    },
    {
      op: 'Query.sessions',
      cases: [
        {
          title: 'own sessions',
          who: g(SIGNED_IN),
          call: () => q(`query { sessions { id current } }`),
          sees: (a) => a.filter((s: { current: boolean }) => s.current).length === 1,
        },
      ],
    },
    {
      op: 'POST /auth/logout',
      cases: [
        {
          title: "the caller's own session",
          who: SELF_FRESH,
          fresh: true,
          call: () => rest('POST', '/auth/logout'),
        },
      ],
    },
    {
      op: 'Mutation.logout',
      cases: [
        {
          title: "the caller's own session",
          who: g(SELF_FRESH),
          fresh: true,
          call: () => q(`mutation { logout { message } }`),
        },
      ],
    },
    {
      op: 'POST /auth/logout-all',
      cases: [
        {
          title: "all of the caller's sessions",
          who: SELF_FRESH,
          fresh: true,
          call: () => rest('POST', '/auth/logout-all'),
        },
      ],
    },
    {
      op: 'Mutation.logoutEverywhere',
      cases: [
        {
          title: "all of the caller's sessions",
          who: g(SELF_FRESH),
          fresh: true,
          call: () => q(`mutation { logoutEverywhere { message } }`),
        },
      ],
    },
    {
      op: 'DELETE /auth/sessions/{id}',
      cases: [
        {
          title: 'another of own sessions',
          who: SELF_FRESH,
          fresh: true,
          prepare: async (f, cell) => ({ id: await secondSession(f, cell.actor) }),
          call: (_f, cell) => rest('DELETE', `/auth/sessions/${cell.target.id ?? UNUSED_SESSION}`),
        },
        {
          title: "another person's session",
          who: { visitor: 401, ...signedInOnly(404) },
          state: foreignSessionAlive,
          call: async (f) =>
            rest('DELETE', `/auth/sessions/${(await foreignSession(f)).sessionId}`),
        },
      ],
    },
    {
      op: 'Mutation.endSession',
      cases: [
        {
          title: 'another of own sessions',
          who: g(SELF_FRESH),
          fresh: true,
          prepare: async (f, cell) => ({ id: await secondSession(f, cell.actor) }),
          call: (_f, cell) => q(END_SESSION, { id: cell.target.id ?? UNUSED_SESSION }),
        },
        {
          title: "another person's session",
          who: { visitor: 'UNAUTHENTICATED', ...signedInOnly('NOT_FOUND') },
          state: foreignSessionAlive,
          call: async (f) => q(END_SESSION, { id: (await foreignSession(f)).sessionId }),
        },
      ],
    },
  ];
}

/**
 * Cases added to the rows of existing operations: the same calls with a token whose session
 * ended, refused over REST, GraphQL and on a WebSocket (the socket checks the session at every
 * operation, not only when it opened).
 */
export function endedSessionCases(): Record<string, Case[]> {
  const ended = (title: string, who: Who, call: Call): Case[] => [
    { title: `${title}, after the session ended`, who, call: withEndedToken(call) },
  ];
  return {
    'GET /user': ended('own profile', signedInOnly(401), rest('GET', '/user')),
    'Query.me': ended('own profile', signedInOnly('UNAUTHENTICATED'), q(`query { me { id } }`)),
    'Mutation.renewCalendarFeed': ended(
      'own calendar feed address',
      signedInOnly('UNAUTHENTICATED'),
      q(`mutation { renewCalendarFeed { id calendarFeedUrl } }`),
    ),
    'Subscription.unreadNotificationCount': ended(
      'own count on a WebSocket',
      signedInOnly('UNAUTHENTICATED'),
      { ws: `subscription { unreadNotificationCount }` },
    ),
    'Subscription.notificationReceived': ended(
      'own notifications on a WebSocket',
      signedInOnly('UNAUTHENTICATED'),
      { ws: `subscription { notificationReceived { id title } }` },
    ),
  };
}
