/**
 * THE AUTHORIZATION MATRIX OF THE WHOLE API (docs/architecture.md, "Rules of the house", "Who may
 * do what", spec §6).
 *
 * One row per REST operation (`METHOD /path` exactly as in /api/openapi.json), per GraphQL
 * Query/Mutation/Subscription field (`Query.event`…) and per other HTTP route of the express app
 * (`HTTP GET /media/{key}`…). authorization-matrix.spec.ts runs every cell against a live server and
 * FAILS when an operation exists that this table does not list, or the table lists one that is gone.
 *
 * ► A new operation (notifications, questions, devices…) must be added here, with who may use it
 *   and, for objects of one association, a case with the other association's ids.
 *
 * Outcomes per role: 'allow' (2xx / data; `sees` must hold when given), 'limited' (2xx / data but
 * the protected part — private events, contacts, waiting lists — is absent: `sees` is false),
 * 'public' (no authentication needed: never 401/403/500), or the refusal: 401/403/404/409 for REST,
 * 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'null' (a nullable query answering
 * null) for GraphQL. Private things read as not found: outsiders get 404 / NOT_FOUND / null, never
 * 403, so a private event's existence is not revealed. "member" is a label without extra server
 * permission: the member column is run for a plain accepted volunteer and for a labelled member.
 *
 * A case that changes state gives `state` (read with the administrators' eyes): every refused cell
 * must leave it unchanged. Allowed state-changing cells run after all refusals, on throwaway objects
 * (`prepare`) or as a throwaway person of the same role (`fresh`).
 */
import { PASSWORD } from '../factories';
import { inDays } from '../events/support';
import type { Actor, EventIds, Fixture, Role } from './authorization-fixture';
import { deviceRows } from './authorization-rows/devices';
import { mediaRows } from './authorization-rows/media';
import { unsubscribeRows } from './authorization-rows/unsubscribe';
import { waitlistOfferLinkRows, waitlistRows } from './authorization-rows/waitlist';
import { attendanceRows } from './authorization-rows/attendance';
import { registerRows } from './authorization-rows/register';
import { mailPreferenceRows } from './authorization-rows/mail-preferences';
import { notificationRows, questionRows } from './authorization-rows/communication';
import { associationCalendarFeedRows } from './authorization-rows/calendar-feed';
import { endedSessionCases, sessionRows } from './authorization-rows/sessions';
import { exMemberMediaCases } from './authorization-rows/ex-member';

export type RestOutcome = 'allow' | 'limited' | 'public' | 400 | 401 | 403 | 404 | 409;
export type GqlOutcome =
  | 'allow'
  | 'limited'
  | 'public'
  | 'null'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'BAD_USER_INPUT';
export type Outcome = RestOutcome | GqlOutcome;
export type Who = Partial<Record<Role, Outcome>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are JSON of many shapes
export type Answer = any;
export type Target = Record<string, number | string>;

export interface Cell {
  role: Role;
  actor: Actor;
  /** what `prepare` made for this cell (allowed state-changing cells only) */
  target: Target;
}

export type Call = (
  | {
      rest: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      path: string;
      body?: unknown;
      form?: FormData;
    }
  | { gql: string; variables?: Record<string, unknown> }
  | { ws: string; variables?: Record<string, unknown> }
  | { http: 'GET' | 'POST'; path: string }
) & {
  /** sent instead of the actor's own token (e.g. one whose session has ended) */
  token?: string;
};

export interface Case {
  title: string;
  who: Who;
  call: (f: Fixture, cell: Cell) => Call | Promise<Call>;
  /** throwaway objects for an allowed state-changing cell */
  prepare?: (f: Fixture, cell: Cell) => Promise<Target>;
  /** run each allowed cell as a new person of the role (the operation changes the caller) */
  fresh?: boolean;
  /** the state a refused cell must leave unchanged */
  state?: (f: Fixture, cell: Cell) => Promise<unknown>;
  /** whether the protected data is in the answer (every element true: allow; all false: limited) */
  sees?: (answer: Answer, f: Fixture, cell: Cell) => boolean | boolean[];
  /** subscriptions: causes the event allowed subscribers must receive */
  trigger?: (f: Fixture) => Promise<void>;
}

export interface Row {
  op: string;
  /** other names of the same route (e.g. `GET /` instead of `GET /{*path}` without a frontend build) */
  aliases?: string[];
  cases: Case[];
}

// ───────────────────────────── who ─────────────────────────────

export const all = (o: Outcome): Who => ({
  visitor: o,
  volunteer: o,
  member: o,
  adminA: o,
  adminB: o,
});
export const PUBLIC = all('public');
export const SIGNED_IN: Who = { ...all('allow'), visitor: 401 };
export const ADMIN_A: Who = {
  visitor: 401,
  volunteer: 403,
  member: 403,
  adminA: 'allow',
  adminB: 403,
};
/** manage something of A's private event: those who cannot see it get 404 */
export const MANAGE_PRIVATE_A: Who = { ...ADMIN_A, volunteer: 404, adminB: 404 };
export const SEE_PRIVATE_A: Who = { ...SIGNED_IN, volunteer: 404, adminB: 404 };
/** a list that holds A's private things for its people only */
export const LIST_PRIVATE_A: Who = { ...SIGNED_IN, volunteer: 'limited', adminB: 'limited' };
/** contacts and waiting lists of A's private event: its members see the event, not the contacts */
export const CONTACTS_PRIVATE_A: Who = { ...SEE_PRIVATE_A, member: 'limited' };
export const CONTACTS_PUBLIC_A: Who = { ...LIST_PRIVATE_A, member: 'limited' };
export const SELF_FRESH: Who = SIGNED_IN;

export const CODES: Record<number, GqlOutcome> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};
/** The GraphQL side of a REST column: 401 → UNAUTHENTICATED, 403 → FORBIDDEN, 404 → NOT_FOUND… */
export const g = (who: Who): Who =>
  Object.fromEntries(
    Object.entries(who).map(([r, o]) => [r, typeof o === 'number' ? CODES[o] : o]),
  );
/** …and for a nullable query, 404 → null */
export const gNull = (who: Who): Who =>
  Object.fromEntries(Object.entries(g(who)).map(([r, o]) => [r, o === 'NOT_FOUND' ? 'null' : o]));
export const only = (role: Role, o: Outcome): Who => ({ [role]: o });

// ───────────────────────────── calls ─────────────────────────────

export const rest = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Call => ({ rest: method, path, ...(body === undefined ? {} : { body }) });
export const q = (query: string, variables?: Record<string, unknown>): Call => ({
  gql: query,
  variables,
});
export const num = (t: Target, key: string, fallback: number): number =>
  t[key] === undefined ? fallback : Number(t[key]);

export const DAY = () => inDays(3).toISOString().slice(0, 10);
export const iso = (hour: number) => inDays(3, hour).toISOString();
let unique = 0;
export const uniqueEmail = (what: string) => `matrix-${what}-${++unique}-${Date.now()}@example.org`;

export function form(
  fields: Record<string, string>,
  files: Record<string, Buffer[]> = {},
): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const [k, list] of Object.entries(files))
    for (const [i, bytes] of list.entries())
      data.append(k, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `foto${i}.png`);
  return data;
}

// ───────────────────────────── state readers (as the administrators) ─────────────────────────────

export const EVENT_STATE = `query($id: Int!) { event(id: $id) { name description address isPublic archived startDate endDate numberLike
  photos { id } shifts { id title maxVolunteer availableSpots openSubscription volunteers { userId } waitingVolunteers { id userId } } } }`;
export const eventState = (f: Fixture, association: 'A' | 'B', id: number) =>
  f.must(f[association].admin.token, EVENT_STATE, { id });
export const eventCount = async (f: Fixture, association: 'A' | 'B') =>
  (
    await f.must<{ associationEvents: { totalCount: number } }>(
      f[association].admin.token,
      `query($a: Int!) { associationEvents(associationId: $a, onlyActive: false, first: 1) { totalCount } }`,
      { a: f[association].id },
    )
  ).associationEvents.totalCount;
/** memberships, and followers: a refused request must not leave a follow behind either */
export const membershipState = async (f: Fixture, association: 'A' | 'B') =>
  f.must(
    f[association].admin.token,
    `query($a: Int!) { accepted: volunteers(associationId: $a) { id userId isAdmin isMember status }
      waiting: volunteers(associationId: $a, status: WAITING) { id userId status }
      association(id: $a) { followers } }`,
    { a: f[association].id },
  );
export const associationState = (f: Fixture, association: 'A' | 'B') =>
  f.must(
    f[association].admin.token,
    `query($id: Int!) { association(id: $id) { name description address siteWeb dateOfFoundation imageUrl topics { id } } }`,
    { id: f[association].id },
  );
export const eventViews = async (f: Fixture, id: number) =>
  (
    await f.app.dataSource.query('SELECT count(*)::int AS n FROM event_view WHERE event_id = $1', [
      id,
    ])
  )[0].n as number;
export const both = (...readers: ((f: Fixture, c: Cell) => Promise<unknown>)[]) => {
  return async (f: Fixture, c: Cell) => Promise.all(readers.map((r) => r(f, c)));
};

// ───────────────────────────── what the answers must (not) show ─────────────────────────────

type RestEvent = { id: number; shift: RestShift[] };
type RestShift = {
  volunteer: { tel: string | null; email: string | null }[];
  waiting_volunteer: unknown[];
};
type GqlShift = {
  volunteers: { phone: string | null; email: string | null }[];
  waitingVolunteers: unknown[];
};

/** true when the people listed come with phone and e-mail; throws when nobody is listed. */
export function contacts(
  people: { tel?: string | null; phone?: string | null; email?: string | null }[],
) {
  if (!people.length) throw new Error('nobody listed: the contact check would prove nothing');
  const shown = people.map((p) => !!(p.tel ?? p.phone) && !!p.email);
  if (shown.some((s) => s !== shown[0])) throw new Error('contacts shown for some people only');
  return shown[0];
}
export const restShiftSees = (shifts: RestShift[]) => [
  contacts(shifts.flatMap((s) => s.volunteer)),
  shifts.some((s) => s.waiting_volunteer.length > 0),
];
export const gqlShiftSees = (shifts: GqlShift[]) => [
  contacts(shifts.flatMap((s) => s.volunteers)),
  shifts.some((s) => s.waitingVolunteers.length > 0),
];
export const hasEvent = (events: { id: number }[], id: number) => events.some((e) => e.id === id);
export const edges = <T extends { id: number }>(connection: { edges: { node: T }[] }): T[] =>
  connection.edges.map((e) => e.node);
export const calendarEvents = (map: Record<string, RestEvent[]>) => Object.values(map).flat();

// ───────────────────────────── shared bodies ─────────────────────────────

export function restEventBody(
  event: EventIds,
  isPublic: boolean,
  extra: Record<string, unknown> = {},
) {
  return {
    name: 'Evento pirata',
    description: 'Modificato',
    address: 'Via Roma 10, Milano, MI',
    start_date: iso(8),
    end_date: iso(18),
    public: isPublic,
    topics: '1',
    event_types: '1',
    shifts: event.shiftIds.map((id, i) => ({
      id,
      title: `Turno ${i + 1}`,
      color: '#0f766e',
      start_datetime: iso(8 + i * 5),
      end_datetime: iso(12 + i * 6),
      max_volunteer: 3,
      open_subscription: isPublic && i === 1,
    })),
    ...extra,
  };
}

export function gqlEventInput(
  event: EventIds,
  isPublic: boolean,
  extra: Record<string, unknown> = {},
) {
  return {
    id: event.id,
    name: 'Evento pirata',
    description: 'Modificato',
    street: 'Via Roma 10',
    town: 'Milano',
    province: 'MI',
    startDate: iso(8),
    endDate: iso(18),
    isPublic,
    topicIds: [1],
    eventTypeIds: [1],
    keepPhotoIds: event.photoIds,
    shifts: event.shiftIds.map((id, i) => ({
      id,
      title: `Turno ${i + 1}`,
      color: '#0f766e',
      startDate: iso(8 + i * 5),
      endDate: iso(12 + i * 6),
      maxVolunteer: 3,
      openSubscription: isPublic && i === 1,
    })),
    ...extra,
  };
}

export const restNewEvent = (associationId: number) => ({
  id_association: associationId,
  name: 'Nuovo evento',
  description: '',
  address: 'Via Roma 10, Milano, MI',
  start_date: iso(8),
  end_date: iso(18),
  public: false,
  topics: '1',
  event_types: '1',
  shifts: [
    {
      title: 'Turno 1',
      color: '#0f766e',
      start_datetime: iso(8),
      end_datetime: iso(12),
      max_volunteer: 2,
      open_subscription: false,
    },
  ],
});
export const gqlNewEvent = (associationId: number) => ({
  associationId,
  name: 'Nuovo evento',
  street: 'Via Roma 10',
  town: 'Milano',
  province: 'MI',
  startDate: iso(8),
  endDate: iso(18),
  isPublic: false,
  topicIds: [1],
  eventTypeIds: [1],
  shifts: [{ color: '#0f766e', startDate: iso(8), endDate: iso(12), maxVolunteer: 2 }],
});

export const associationForm = (f: Fixture, name: string) =>
  form(
    {
      name,
      description: 'Una associazione di prova',
      address: 'Via Roma 1, Milano, MI',
      date_of_foundation: '2000-01-01',
      topics: '1',
    },
    { profile_image: [f.pngBytes] },
  );
/** An edit of an association that has a logo (the fixture gives both one), so no new image. */
export const gqlAssociationInput = (id: number, name: string) => ({
  id,
  name,
  description: 'Una associazione di prova',
  street: 'Via Roma 1',
  town: 'Milano',
  province: 'MI',
  dateOfFoundation: '2000-01-01',
  topicIds: [1],
});

export const newAssociation = (code: string) => ({
  code_activation: code,
  name: `Nuova ${++unique}`,
  description: 'Nata dalla matrice',
  address: 'Via Po 1, Torino, TO',
  date_of_foundation: '2010-10-10',
  topics: '1',
});
export const newCode = async (f: Fixture): Promise<Target> => ({
  code: (await f.app.services.activationCodes.generate(1))[0],
});

export const registration = () => ({
  name: 'Nuova',
  surname: 'Persona',
  email: uniqueEmail('registration'),
  password: 'Password1!',
  tel: '3334445556',
  birth_date: '1990-01-01',
  preferences: '1',
  language: 'it',
  admin: false,
  waiting_volunteer: '',
});

// GraphQL documents
export const EVENT = `query($id: Int!) { event(id: $id) { id name photos { id } shifts { id volunteers { userId phone email } waitingVolunteers { id userId } } } }`;
export const SHIFT = `query($id: Int!) { shift(id: $id) { id title volunteers { userId phone email } waitingVolunteers { id userId } } }`;
export const EVENTS = `query { events(first: 100) { edges { node { id shifts { volunteers { userId phone email } waitingVolunteers { id } } } } } }`;
export const VOLUNTEERS = `query($a: Int!, $s: MembershipStatus!) { volunteers(associationId: $a, status: $s) { id userId phone email } }`;
export const selection = (fields: string) => (fields ? ` { ${fields} }` : '');
export const EVENT_ID = (name: string, fields = 'id') =>
  `mutation($id: Int!) { ${name}(input: { eventId: $id })${selection(fields)} }`;
export const SHIFT_ID = (name: string, fields = 'id') =>
  `mutation($id: Int!) { ${name}(input: { shiftId: $id })${selection(fields)} }`;
export const ASSOCIATION_ID = (name: string, fields = 'id') =>
  `mutation($id: Int!) { ${name}(input: { associationId: $id })${selection(fields)} }`;
export const MEMBERSHIP_ID = (name: string) =>
  `mutation($id: Int!) { ${name}(input: { membershipId: $id }) { id status } }`;
export const DECIDE_VOLUNTEER = `mutation($id: Int!) { decideVolunteerRequest(input: { membershipId: $id, accept: true }) { id status } }`;
export const SET_ROLES = `mutation($input: SetVolunteerRolesInput!) { setVolunteerRoles(input: $input) { id isAdmin isMember } }`;
export const DECIDE_SHIFT = `mutation($id: Int!) { decideShiftRequest(input: { signUpId: $id, accept: true }) { id status } }`;
export const REMOVE_FROM_SHIFT = `mutation($s: Int!, $u: Int!) { removeFromShift(input: { shiftId: $s, userId: $u }) { id } }`;
export const UPDATE_EVENT = `mutation($input: UpdateEventInput!) { updateEvent(input: $input) { id name } }`;
export const CREATE_EVENT = `mutation($input: CreateEventInput!) { createEvent(input: $input) { event { id } } }`;
export const UPDATE_ASSOCIATION = `mutation($input: UpdateAssociationInput!) { updateAssociation(input: $input) { id name } }`;
export const CALENDAR = `query($from: String!, $to: String!, $a: Int) { calendar(from: $from, to: $to, associationId: $a) { date events { id } } }`;

// ───────────────────────────── the table ─────────────────────────────

/** Case builders shared by a REST operation and its GraphQL twin. */
export const privateEventOf = (f: Fixture, c: Cell) =>
  ({ ...f.A.privateEvent, id: num(c.target, 'eventId', f.A.privateEvent.id) }) as EventIds;
export const preparePrivateEvent = async (f: Fixture): Promise<Target> => {
  const e = await f.throwawayEvent('A', { shifts: 1 });
  return { eventId: e.id, shiftId: e.shiftIds[0] };
};
export const preparePublicEvent = async (f: Fixture): Promise<Target> => {
  const e = await f.throwawayEvent('A', { isPublic: true, shifts: 1 });
  return { eventId: e.id, shiftId: e.shiftIds[0] };
};
/** A throwaway event has one shift: edit it as such. */
export const targetEvent = (f: Fixture, c: Cell, fallback: EventIds): EventIds =>
  c.target.eventId === undefined
    ? fallback
    : {
        id: Number(c.target.eventId),
        shiftIds: [Number(c.target.shiftId)],
        photoIds: [],
        photoUrls: [],
      };
export const stateOfEvent =
  (association: 'A' | 'B', pick: (f: Fixture) => EventIds) => (f: Fixture, c: Cell) =>
    eventState(f, association, num(c.target, 'eventId', pick(f).id));
export const prepareWaitingMembership = async (f: Fixture): Promise<Target> => ({
  membershipId: (await f.throwawayMembership('A', 'waiting')).membershipId,
});
export const prepareAcceptedMembership = async (f: Fixture): Promise<Target> => ({
  membershipId: (await f.throwawayMembership('A', 'accepted')).membershipId,
});
/** a sign-up on a throwaway private event of A (so that places of the fixture's shifts stay as they are) */
export const preparePendingSignUp = async (f: Fixture): Promise<Target> => {
  const event = await f.throwawayEvent('A');
  return { signUpId: (await f.throwawaySignUp('A', event.shiftIds[0], 'waiting')).signUpId };
};
export const prepareAcceptedSignUp = async (f: Fixture): Promise<Target> => {
  const event = await f.throwawayEvent('A');
  const { actor } = await f.throwawaySignUp('A', event.shiftIds[0], 'accepted');
  return { userId: actor.userId, shiftId: event.shiftIds[0] };
};
/** the fresh caller asks for a place on A's open shift, to withdraw it */
export const prepareOwnSignUp = async (f: Fixture, c: Cell): Promise<Target> => {
  await f.must(c.actor.token, SHIFT_ID('signUpToShift'), { id: f.A.publicEvent.shiftIds[1] });
  return {};
};

export const TABLE: Row[] = [
  // ── auth (spec §6: visitor) ──
  {
    op: 'POST /auth/login',
    cases: [
      {
        title: 'sign in',
        who: PUBLIC,
        call: (f) =>
          rest('POST', '/auth/login', { email: f.actors.members[0].email, password: PASSWORD }),
      },
    ],
  },
  {
    op: 'POST /auth/registration',
    cases: [
      {
        title: 'register',
        who: PUBLIC,
        call: () => rest('POST', '/auth/registration', registration()),
      },
    ],
  },
  {
    op: 'POST /auth/forget-password',
    cases: [
      {
        title: 'ask for a reset mail',
        who: PUBLIC,
        call: () => rest('POST', '/auth/forget-password', { email: uniqueEmail('forgot') }),
      },
    ],
  },
  {
    op: 'GET /user-verification/{id}',
    cases: [
      {
        title: 'mailed link',
        who: PUBLIC,
        call: () => rest('GET', '/user-verification/non-un-token'),
      },
    ],
  },
  {
    op: 'GET /reset-password/{id}',
    cases: [
      {
        title: 'mailed link',
        who: PUBLIC,
        call: () => rest('GET', '/reset-password/non-un-token'),
      },
    ],
  },
  {
    op: 'PUT /user/change-password',
    cases: [
      {
        title: 'own password only (no ids)',
        who: SELF_FRESH,
        fresh: true,
        call: () =>
          rest('PUT', '/user/change-password', {
            old_password: PASSWORD,
            new_password: 'Nuova1!pass',
          }),
        sees: (a) => typeof a.accessToken === 'string',
      },
    ],
  },
  {
    op: 'Mutation.login',
    cases: [
      {
        title: 'sign in',
        who: PUBLIC,
        call: (f) =>
          q(
            `mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { accessToken } }`,
            { e: f.actors.members[0].email, p: PASSWORD },
          ),
      },
    ],
  },
  {
    op: 'Mutation.register',
    cases: [
      {
        title: 'register',
        who: PUBLIC,
        call: () =>
          q(`mutation($input: RegisterInput!) { register(input: $input) { email } }`, {
            input: {
              name: 'Nuova',
              surname: 'Persona',
              email: uniqueEmail('register'),
              password: 'Password1!',
              phone: '3334445556',
              birthDate: '1990-01-01',
              preferences: [1],
              acceptTerms: true,
              acceptPrivacy: true,
            },
          }),
      },
    ],
  },
  {
    op: 'Mutation.forgotPassword',
    cases: [
      {
        title: 'ask for a reset mail',
        who: PUBLIC,
        call: () =>
          q(`mutation($e: String!) { forgotPassword(input: { email: $e }) { message } }`, {
            e: uniqueEmail('forgot'),
          }),
      },
    ],
  },
  {
    op: 'Mutation.confirmRegistration',
    cases: [
      {
        title: 'mailed link',
        who: PUBLIC,
        call: () =>
          q(`mutation { confirmRegistration(input: { token: "non-un-token" }) { message } }`),
      },
    ],
  },
  {
    op: 'Mutation.resetPassword',
    cases: [
      {
        title: 'mailed link',
        who: PUBLIC,
        call: () => q(`mutation { resetPassword(input: { token: "non-un-token" }) { message } }`),
      },
    ],
  },
  {
    op: 'Mutation.changePassword',
    cases: [
      {
        title: 'own password only (no ids)',
        who: g(SELF_FRESH),
        fresh: true,
        call: () =>
          q(
            `mutation($o: String!) { changePassword(input: { oldPassword: $o, newPassword: "Nuova1!pass" }) { user { id } } }`,
            { o: PASSWORD },
          ),
        sees: (a, _f, c) => a.user.id === c.actor.userId,
      },
    ],
  },

  // ── the signed-in user (self only: no ids, the token says who) ──
  {
    op: 'GET /user',
    cases: [
      {
        title: 'own profile',
        who: SIGNED_IN,
        call: () => rest('GET', '/user?full=true'),
        sees: (a, _f, c) => a.id === c.actor.userId,
      },
    ],
  },
  {
    op: 'PUT /user',
    cases: [
      {
        title: 'own profile',
        who: SELF_FRESH,
        call: () => ({
          rest: 'PUT',
          path: '/user',
          form: form({
            name: 'Nuovo',
            surname: 'Nome',
            tel: '3331112233',
            birth_date: '1990-01-01',
            preferences: '1',
          }),
        }),
        sees: (a, _f, c) => a.info.id === c.actor.userId,
      },
    ],
  },
  {
    op: 'DELETE /user',
    cases: [
      { title: 'own account', who: SELF_FRESH, fresh: true, call: () => rest('DELETE', '/user') },
    ],
  },
  {
    op: 'POST /user/calendar-feed',
    cases: [
      {
        title: 'own calendar feed address',
        who: SELF_FRESH,
        fresh: true,
        call: () => rest('POST', '/user/calendar-feed'),
        sees: (a) => /\/calendar\/[\w-]{32}\.ics$/.test(a.calendar_feed_url),
      },
    ],
  },
  {
    op: 'Query.me',
    cases: [
      {
        title: 'own profile',
        who: g(SIGNED_IN),
        call: () => q(`query { me { id email phone } }`),
        sees: (a, _f, c) => a.id === c.actor.userId,
      },
    ],
  },
  {
    op: 'Mutation.updateProfile',
    cases: [
      {
        title: 'own profile',
        who: g(SELF_FRESH),
        call: () =>
          q(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, {
            input: {
              name: 'Nuovo',
              surname: 'Nome',
              phone: '3331112233',
              birthDate: '1990-01-01',
              preferences: [1],
            },
          }),
        sees: (a, _f, c) => a.id === c.actor.userId,
      },
    ],
  },
  {
    op: 'Mutation.deleteAccount',
    cases: [
      {
        title: 'own account',
        who: g(SELF_FRESH),
        fresh: true,
        call: () => q(`mutation { deleteAccount { message } }`),
      },
    ],
  },
  {
    op: 'Mutation.renewCalendarFeed',
    cases: [
      {
        title: 'own calendar feed address',
        who: g(SELF_FRESH),
        fresh: true,
        call: () => q(`mutation { renewCalendarFeed { id calendarFeedUrl } }`),
        sees: (a, _f, c) => a.id === c.actor.userId && a.calendarFeedUrl.endsWith('.ics'),
      },
    ],
  },
  {
    op: 'Query.unreadNotificationCount',
    cases: [
      {
        title: 'own count',
        who: g(SIGNED_IN),
        call: () => q(`query { unreadNotificationCount }`),
      },
    ],
  },

  // ── catalogue (public) ──
  {
    op: 'GET /event-type',
    cases: [{ title: 'list', who: PUBLIC, call: () => rest('GET', '/event-type') }],
  },
  {
    op: 'GET /topic',
    cases: [{ title: 'list', who: PUBLIC, call: () => rest('GET', '/topic') }],
  },
  {
    op: 'Query.eventTypes',
    cases: [{ title: 'list', who: PUBLIC, call: () => q(`query { eventTypes { id } }`) }],
  },
  {
    op: 'Query.topics',
    cases: [{ title: 'list', who: PUBLIC, call: () => q(`query { topics { id } }`) }],
  },

  // ── associations ──
  {
    op: 'GET /association/info',
    cases: [
      {
        title: 'list (registration page without a token)',
        who: PUBLIC,
        call: () => rest('GET', '/association/info?favourite=false'),
      },
    ],
  },
  {
    op: 'GET /association/info/{id}',
    cases: [
      {
        title: 'public card of A',
        who: SIGNED_IN,
        call: (f) => rest('GET', `/association/info/${f.A.id}`),
      },
      {
        title: 'dashboard of A: counters, statistics, volunteers with contacts',
        who: ADMIN_A,
        call: (f) => rest('GET', `/association/info/${f.A.id}?dashboard=true`),
        sees: (a) => contacts(a.volunteer),
      },
      {
        title: "adminA: B's dashboard",
        who: only('adminA', 403),
        call: (f) => rest('GET', `/association/info/${f.B.id}?dashboard=true`),
      },
    ],
  },
  {
    op: 'GET /association/near',
    cases: [{ title: 'list', who: SIGNED_IN, call: () => rest('GET', '/association/near') }],
  },
  {
    op: 'POST /association',
    cases: [
      {
        title: 'create with a one-time code',
        who: SELF_FRESH,
        prepare: newCode,
        call: (_f, c) =>
          rest('POST', '/association', newAssociation(String(c.target.code ?? 'ABC123'))),
      },
    ],
  },
  {
    op: 'PUT /association/{id}',
    cases: [
      {
        title: 'edit A',
        who: ADMIN_A,
        state: (f) => associationState(f, 'A'),
        call: (f, c) => ({
          rest: 'PUT',
          path: `/association/${f.A.id}`,
          form: associationForm(f, c.role === 'adminA' ? f.A.name : 'Associazione pirata'),
        }),
      },
      {
        title: 'adminA edits B',
        who: only('adminA', 403),
        state: (f) => associationState(f, 'B'),
        call: (f) => ({
          rest: 'PUT',
          path: `/association/${f.B.id}`,
          form: associationForm(f, 'Associazione pirata'),
        }),
      },
    ],
  },
  {
    op: 'POST /traffic-association/{id}',
    cases: [
      {
        title: 'page visit',
        who: PUBLIC,
        call: (f) => rest('POST', `/traffic-association/${f.A.id}`),
      },
    ],
  },
  {
    op: 'POST /registration-by-invitation',
    cases: [
      {
        title: 'invitation button',
        who: PUBLIC,
        call: (f) =>
          rest('POST', '/registration-by-invitation', {
            id_association: f.A.id,
            cta_registration: true,
            cta_view_association: false,
          }),
      },
    ],
  },
  {
    op: 'Query.association',
    cases: [
      {
        title: 'A',
        who: g(SIGNED_IN),
        call: (f) =>
          q(`query($id: Int!) { association(id: $id) { id name iAmAdmin } }`, { id: f.A.id }),
      },
      {
        title: "A's calendar feed address: its administrators only (null for anyone else)",
        who: { ...g(LIST_PRIVATE_A), member: 'limited' },
        call: (f) =>
          q(`query($id: Int!) { association(id: $id) { id calendarFeedUrl } }`, { id: f.A.id }),
        sees: (a) => typeof a.calendarFeedUrl === 'string' && a.calendarFeedUrl.endsWith('.ics'),
      },
      {
        title: "A's first-steps checklist: its administrators only (null for anyone else)",
        who: { ...g(LIST_PRIVATE_A), member: 'limited' },
        call: (f) =>
          q(`query($id: Int!) { association(id: $id) { id setupChecklist { complete } } }`, {
            id: f.A.id,
          }),
        sees: (a) => typeof a.setupChecklist?.complete === 'boolean',
      },
      {
        title:
          "A's automatic acceptance of waitlist requests: its administrators only (null for anyone else)",
        who: { ...g(LIST_PRIVATE_A), member: 'limited' },
        call: (f) =>
          q(`query($id: Int!) { association(id: $id) { id autoAcceptWaitlist } }`, {
            id: f.A.id,
          }),
        sees: (a) => typeof a.autoAcceptWaitlist === 'boolean',
      },
      {
        title: "A's messaging channel: its volunteers and administrators (null for anyone else)",
        who: g(LIST_PRIVATE_A),
        call: (f) =>
          q(`query($id: Int!) { association(id: $id) { id messagingChannelUrl } }`, {
            id: f.A.id,
          }),
        sees: (a) => typeof a.messagingChannelUrl === 'string',
      },
    ],
  },
  {
    op: 'Query.checkActivationCode',
    cases: [
      {
        title: 'wizard step: is the code usable (public, not used up)',
        who: PUBLIC,
        call: () => q(`query { checkActivationCode(code: "ZZZZZZ") }`),
      },
    ],
  },
  {
    op: 'Query.associationCard',
    cases: [
      {
        title: 'A',
        who: PUBLIC,
        call: (f) => q(`query($id: Int!) { associationCard(id: $id) { id name } }`, { id: f.A.id }),
      },
    ],
  },
  {
    op: 'Query.associations',
    cases: [
      {
        title: 'all',
        who: g(SIGNED_IN),
        call: () => q(`query { associations(filter: ALL) { totalCount } }`),
      },
    ],
  },
  {
    op: 'Query.nearbyAssociations',
    cases: [
      { title: 'list', who: g(SIGNED_IN), call: () => q(`query { nearbyAssociations { id } }`) },
    ],
  },
  {
    op: 'Query.registrationAssociations',
    cases: [
      {
        title: 'list',
        who: PUBLIC,
        call: () => q(`query { registrationAssociations { id name } }`),
      },
    ],
  },
  {
    op: 'Query.associationDashboard',
    cases: [
      {
        title: 'dashboard of A with volunteers’ contacts',
        who: g(ADMIN_A),
        call: (f) =>
          q(
            `query($id: Int!) { associationDashboard(id: $id) { counters { numberVolunteerRequests } volunteers { phone email } } }`,
            { id: f.A.id },
          ),
        sees: (a) => contacts(a.volunteers),
      },
      {
        title: "adminA: B's dashboard",
        who: only('adminA', 'FORBIDDEN'),
        call: (f) =>
          q(`query($id: Int!) { associationDashboard(id: $id) { associationId } }`, {
            id: f.B.id,
          }),
      },
    ],
  },
  {
    op: 'Mutation.createAssociation',
    cases: [
      {
        title: 'create with a one-time code',
        who: g(SELF_FRESH),
        prepare: newCode,
        call: (_f, c) =>
          q(
            `mutation($input: CreateAssociationInput!) { createAssociation(input: $input) { id iAmAdmin } }`,
            {
              input: {
                activationCode: String(c.target.code ?? 'ABC123'),
                name: `Nuova ${++unique}`,
                description: 'Nata dalla matrice',
                street: 'Via Po 1',
                town: 'Torino',
                province: 'TO',
                dateOfFoundation: '2010-10-10',
                topicIds: [1],
              },
            },
          ),
        sees: (a) => a.iAmAdmin === true,
      },
    ],
  },
  {
    op: 'Mutation.updateAssociation',
    cases: [
      {
        title: 'edit A',
        who: g(ADMIN_A),
        state: (f) => associationState(f, 'A'),
        call: (f, c) =>
          q(UPDATE_ASSOCIATION, {
            input: gqlAssociationInput(
              f.A.id,
              c.role === 'adminA' ? f.A.name : 'Associazione pirata',
            ),
          }),
      },
      {
        title: 'adminA edits B',
        who: only('adminA', 'FORBIDDEN'),
        state: (f) => associationState(f, 'B'),
        call: (f) =>
          q(UPDATE_ASSOCIATION, { input: gqlAssociationInput(f.B.id, 'Associazione pirata') }),
      },
      {
        title: "A's automatic acceptance of waitlist requests (docs/waitlist.md)",
        who: g(ADMIN_A),
        state: async (f) =>
          (
            await f.app.dataSource.query(
              'SELECT auto_accept_waitlist AS "on" FROM association WHERE id = $1',
              [f.A.id],
            )
          )[0].on as boolean,
        call: (f, c) =>
          q(UPDATE_ASSOCIATION, {
            input: {
              ...gqlAssociationInput(f.A.id, f.A.name),
              // the administrator writes what is there; anyone else tries to turn it on
              autoAcceptWaitlist: c.role !== 'adminA',
            },
          }),
      },
    ],
  },
  {
    op: 'Mutation.recordAssociationView',
    cases: [
      {
        title: 'page visit',
        who: g(SIGNED_IN),
        call: (f) => q(ASSOCIATION_ID('recordAssociationView', ''), { id: f.A.id }),
      },
    ],
  },
  {
    op: 'Mutation.recordInvitationTraffic',
    cases: [
      {
        title: 'invitation button',
        who: PUBLIC,
        call: (f) =>
          q(
            `mutation($id: Int!) { recordInvitationTraffic(input: { associationId: $id, ctaRegistration: true }) }`,
            { id: f.A.id },
          ),
      },
    ],
  },

  // ── memberships: following, requests, volunteers and their roles ──
  {
    op: 'POST /favourite-association',
    cases: [
      {
        title: 'follow B',
        who: SELF_FRESH,
        call: (f) => rest('POST', '/favourite-association', { id_association: f.B.id }),
      },
    ],
  },
  {
    op: 'DELETE /favourite-association/{id}',
    cases: [
      {
        title: 'unfollow A',
        who: SELF_FRESH,
        call: (f) => rest('DELETE', `/favourite-association/${f.A.id}`),
      },
    ],
  },
  {
    op: 'Mutation.followAssociation',
    cases: [
      {
        title: 'follow B',
        who: g(SELF_FRESH),
        call: (f) => q(ASSOCIATION_ID('followAssociation', 'id isFavourite'), { id: f.B.id }),
        sees: (a) => a.isFavourite === true,
      },
    ],
  },
  {
    op: 'Mutation.unfollowAssociation',
    cases: [
      {
        title: 'unfollow A',
        who: g(SELF_FRESH),
        call: (f) => q(ASSOCIATION_ID('unfollowAssociation', 'id isFavourite'), { id: f.A.id }),
        sees: (a) => a.isFavourite === false,
      },
    ],
  },
  {
    op: 'POST /waiting-volunteer',
    cases: [
      {
        title: 'ask to volunteer for A (already accepted: 409)',
        who: { visitor: 401, volunteer: 'allow', member: 409, adminA: 409, adminB: 'allow' },
        // asking also follows: a person of their own, so no follow or unfollow cell races with it
        fresh: true,
        state: (f) => membershipState(f, 'A'),
        call: (f) => rest('POST', '/waiting-volunteer', { id_association: f.A.id }),
      },
    ],
  },
  {
    op: 'Mutation.requestToVolunteer',
    cases: [
      {
        title: 'ask to volunteer for A (already accepted: conflict)',
        who: {
          visitor: 'UNAUTHENTICATED',
          volunteer: 'allow',
          member: 'CONFLICT',
          adminA: 'CONFLICT',
          adminB: 'allow',
        },
        // asking also follows: a person of their own, so no follow or unfollow cell races with it
        fresh: true,
        state: (f) => membershipState(f, 'A'),
        call: (f) => q(ASSOCIATION_ID('requestToVolunteer', 'id iAmWaiting'), { id: f.A.id }),
        sees: (a) => a.iAmWaiting === true,
      },
    ],
  },
  {
    op: 'Mutation.leaveAssociation',
    cases: [
      {
        title: 'leave A (only one’s own membership)',
        who: {
          visitor: 'UNAUTHENTICATED',
          volunteer: 'NOT_FOUND',
          member: 'allow',
          adminA: 'allow',
          adminB: 'NOT_FOUND',
        },
        fresh: true,
        state: (f) => membershipState(f, 'A'),
        call: (f) => q(ASSOCIATION_ID('leaveAssociation', 'id iAmVolunteer'), { id: f.A.id }),
        sees: (a) => a.iAmVolunteer === false,
      },
    ],
  },
  {
    op: 'GET /waiting-volunteer',
    cases: [
      {
        title: "A's pending requests with contacts",
        who: ADMIN_A,
        call: (f) => rest('GET', `/waiting-volunteer?id_association=${f.A.id}`),
        sees: (a) => contacts(a),
      },
      {
        title: "adminA: B's requests",
        who: only('adminA', 403),
        call: (f) => rest('GET', `/waiting-volunteer?id_association=${f.B.id}`),
      },
    ],
  },
  {
    op: 'PUT /waiting-volunteer/{id}',
    cases: [
      {
        title: "accept A's pending request",
        who: ADMIN_A,
        prepare: prepareWaitingMembership,
        state: (f) => membershipState(f, 'A'),
        call: (f, c) =>
          rest(
            'PUT',
            `/waiting-volunteer/${num(c.target, 'membershipId', f.A.applicantMembershipId)}`,
            { reject: false },
          ),
      },
      {
        title: "adminA accepts B's pending request",
        who: only('adminA', 403),
        state: (f) => membershipState(f, 'B'),
        call: (f) =>
          rest('PUT', `/waiting-volunteer/${f.B.applicantMembershipId}`, { reject: false }),
      },
    ],
  },
  {
    op: 'Mutation.decideVolunteerRequest',
    cases: [
      {
        title: "accept A's pending request",
        who: g(ADMIN_A),
        prepare: prepareWaitingMembership,
        state: (f) => membershipState(f, 'A'),
        call: (f, c) =>
          q(DECIDE_VOLUNTEER, { id: num(c.target, 'membershipId', f.A.applicantMembershipId) }),
      },
      {
        title: "adminA accepts B's pending request",
        who: only('adminA', 'FORBIDDEN'),
        state: (f) => membershipState(f, 'B'),
        call: (f) => q(DECIDE_VOLUNTEER, { id: f.B.applicantMembershipId }),
      },
    ],
  },
  {
    op: 'GET /user-association/volunteer',
    cases: [
      {
        title: "A's volunteers with contacts",
        who: ADMIN_A,
        call: (f) => rest('GET', `/user-association/volunteer?id_association=${f.A.id}`),
        sees: (a) => contacts(a),
      },
      {
        title: "adminA: B's volunteers with contacts",
        who: only('adminA', 403),
        call: (f) => rest('GET', `/user-association/volunteer?id_association=${f.B.id}`),
      },
    ],
  },
  {
    op: 'Query.volunteers',
    cases: [
      {
        title: "A's volunteers with contacts",
        who: g(ADMIN_A),
        call: (f) => q(VOLUNTEERS, { a: f.A.id, s: 'ACCEPTED' }),
        sees: (a) => contacts(a),
      },
      {
        title: "A's pending requests with contacts",
        who: g(ADMIN_A),
        call: (f) => q(VOLUNTEERS, { a: f.A.id, s: 'WAITING' }),
        sees: (a) => contacts(a),
      },
      {
        title: "adminA: B's volunteers",
        who: only('adminA', 'FORBIDDEN'),
        call: (f) => q(VOLUNTEERS, { a: f.B.id, s: 'ACCEPTED' }),
      },
    ],
  },
  ...(['', 'admin/', 'member/'] as const).map((kind): Row => ({
    op: `PATCH /user-association/${kind}{idAssociation}`,
    cases: [
      {
        title: 'change the roles of a volunteer of A',
        who: ADMIN_A,
        prepare: prepareAcceptedMembership,
        state: (f) => membershipState(f, 'A'),
        call: (f, c) =>
          rest('PATCH', `/user-association/${kind}${f.A.id}`, {
            id_user_association: num(c.target, 'membershipId', f.A.bystanderMembershipId),
            ...(kind !== 'member/' ? { admin: true } : {}),
            ...(kind !== 'admin/' ? { member: true } : {}),
          }),
      },
      {
        title: 'a member promotes themself',
        who: only('member', 403),
        state: (f) => membershipState(f, 'A'),
        call: (f, c) =>
          rest('PATCH', `/user-association/${kind}${f.A.id}`, {
            id_user_association: c.actor.membershipId,
            ...(kind !== 'member/' ? { admin: true } : {}),
            ...(kind !== 'admin/' ? { member: true } : {}),
          }),
      },
      {
        title: "adminA changes a volunteer of B (B's id in the path)",
        who: only('adminA', 403),
        state: (f) => membershipState(f, 'B'),
        call: (f) =>
          rest('PATCH', `/user-association/${kind}${f.B.id}`, {
            id_user_association: f.B.bystanderMembershipId,
            ...(kind !== 'member/' ? { admin: true } : {}),
            ...(kind !== 'admin/' ? { member: true } : {}),
          }),
      },
      {
        title: "adminA: A's id in the path, B's membership in the body",
        who: only('adminA', 404),
        state: (f) => membershipState(f, 'B'),
        call: (f) =>
          rest('PATCH', `/user-association/${kind}${f.A.id}`, {
            id_user_association: f.B.bystanderMembershipId,
            ...(kind !== 'member/' ? { admin: true } : {}),
            ...(kind !== 'admin/' ? { member: true } : {}),
          }),
      },
    ],
  })),
  {
    op: 'Mutation.setVolunteerRoles',
    cases: [
      {
        title: 'change the roles of a volunteer of A',
        who: g(ADMIN_A),
        prepare: prepareAcceptedMembership,
        state: (f) => membershipState(f, 'A'),
        call: (f, c) =>
          q(SET_ROLES, {
            input: {
              membershipId: num(c.target, 'membershipId', f.A.bystanderMembershipId),
              isAdmin: true,
              isMember: true,
            },
          }),
      },
      {
        title: 'a member promotes themself',
        who: only('member', 'FORBIDDEN'),
        state: (f) => membershipState(f, 'A'),
        call: (_f, c) =>
          q(SET_ROLES, { input: { membershipId: c.actor.membershipId, isAdmin: true } }),
      },
      {
        title: 'adminA changes a volunteer of B',
        who: only('adminA', 'FORBIDDEN'),
        state: (f) => membershipState(f, 'B'),
        call: (f) =>
          q(SET_ROLES, { input: { membershipId: f.B.bystanderMembershipId, isAdmin: true } }),
      },
    ],
  },
  {
    op: 'DELETE /user-association/{idAssociation}',
    cases: [
      {
        title: 'remove another volunteer of A',
        who: ADMIN_A,
        prepare: prepareAcceptedMembership,
        state: (f) => membershipState(f, 'A'),
        call: (f, c) =>
          rest('DELETE', `/user-association/${f.A.id}`, {
            id_user_association: num(c.target, 'membershipId', f.A.bystanderMembershipId),
          }),
      },
      {
        title: 'leave: remove one’s own membership',
        who: { member: 'allow', adminA: 'allow' },
        fresh: true,
        call: (f, c) =>
          rest('DELETE', `/user-association/${f.A.id}`, {
            id_user_association: c.actor.membershipId,
          }),
      },
      {
        title: 'adminA removes a volunteer of B',
        who: only('adminA', 403),
        state: (f) => membershipState(f, 'B'),
        call: (f) =>
          rest('DELETE', `/user-association/${f.B.id}`, {
            id_user_association: f.B.bystanderMembershipId,
          }),
      },
      {
        title: "adminA: A's id in the path, B's membership in the body",
        who: only('adminA', 404),
        state: (f) => membershipState(f, 'B'),
        call: (f) =>
          rest('DELETE', `/user-association/${f.A.id}`, {
            id_user_association: f.B.bystanderMembershipId,
          }),
      },
    ],
  },
  {
    op: 'Mutation.removeVolunteer',
    cases: [
      {
        title: 'remove another volunteer of A',
        who: g(ADMIN_A),
        prepare: prepareAcceptedMembership,
        state: (f) => membershipState(f, 'A'),
        call: (f, c) =>
          q(MEMBERSHIP_ID('removeVolunteer'), {
            id: num(c.target, 'membershipId', f.A.bystanderMembershipId),
          }),
      },
      {
        title: 'leave: remove one’s own membership',
        who: { member: 'allow', adminA: 'allow' },
        fresh: true,
        call: (_f, c) => q(MEMBERSHIP_ID('removeVolunteer'), { id: c.actor.membershipId }),
      },
      {
        title: 'adminA removes a volunteer of B',
        who: only('adminA', 'FORBIDDEN'),
        state: (f) => membershipState(f, 'B'),
        call: (f) => q(MEMBERSHIP_ID('removeVolunteer'), { id: f.B.bystanderMembershipId }),
      },
    ],
  },

  // ── events ──
  {
    op: 'GET /event',
    cases: [
      {
        title: 'explore: A’s private event for its people only',
        who: LIST_PRIVATE_A,
        call: () => rest('GET', '/event?limit=100'),
        sees: (a, f) => hasEvent(a, f.A.privateEvent.id),
      },
      {
        title: "contacts on A's public event: administrators only",
        who: CONTACTS_PUBLIC_A,
        call: () => rest('GET', '/event?limit=100'),
        sees: (a, f) => restShiftSees(a.find((e: RestEvent) => e.id === f.A.publicEvent.id).shift),
      },
    ],
  },
  {
    op: 'Query.events',
    cases: [
      {
        title: 'explore: A’s private event for its people only',
        who: g(LIST_PRIVATE_A),
        call: () => q(EVENTS),
        sees: (a, f) => hasEvent(edges(a), f.A.privateEvent.id),
      },
      {
        title: "contacts on A's public event: administrators only",
        who: g(CONTACTS_PUBLIC_A),
        call: () => q(EVENTS),
        sees: (a, f) =>
          gqlShiftSees(
            edges<{ id: number; shifts: GqlShift[] }>(a).find((e) => e.id === f.A.publicEvent.id)!
              .shifts,
          ),
      },
    ],
  },
  {
    op: 'POST /event',
    cases: [
      {
        title: 'create in A',
        who: ADMIN_A,
        state: (f) => eventCount(f, 'A'),
        call: (f) => rest('POST', '/event', restNewEvent(f.A.id)),
      },
      {
        title: 'adminA creates in B',
        who: only('adminA', 403),
        state: (f) => eventCount(f, 'B'),
        call: (f) => rest('POST', '/event', restNewEvent(f.B.id)),
      },
    ],
  },
  {
    op: 'Mutation.createEvent',
    cases: [
      {
        title: 'create in A',
        who: g(ADMIN_A),
        state: (f) => eventCount(f, 'A'),
        call: (f) => q(CREATE_EVENT, { input: gqlNewEvent(f.A.id) }),
      },
      {
        title: 'adminA creates in B',
        who: only('adminA', 'FORBIDDEN'),
        state: (f) => eventCount(f, 'B'),
        call: (f) => q(CREATE_EVENT, { input: gqlNewEvent(f.B.id) }),
      },
    ],
  },
  {
    op: 'GET /event/{id}',
    cases: [
      {
        title: "A's private event",
        who: SEE_PRIVATE_A,
        call: (f) => rest('GET', `/event/${f.A.privateEvent.id}`),
      },
      {
        title: "A's public event",
        who: SIGNED_IN,
        call: (f) => rest('GET', `/event/${f.A.publicEvent.id}`),
      },
      {
        title: "contacts and waiting list of A's private event",
        who: CONTACTS_PRIVATE_A,
        call: (f) => rest('GET', `/event/${f.A.privateEvent.id}`),
        sees: (a) => restShiftSees(a.shift),
      },
      {
        title: "contacts and waiting list of A's public event",
        who: CONTACTS_PUBLIC_A,
        call: (f) => rest('GET', `/event/${f.A.publicEvent.id}`),
        sees: (a) => restShiftSees(a.shift),
      },
      {
        title: "adminA: B's private event",
        who: only('adminA', 404),
        call: (f) => rest('GET', `/event/${f.B.privateEvent.id}`),
      },
    ],
  },
  {
    op: 'Query.event',
    cases: [
      {
        title: "A's private event",
        who: gNull(SEE_PRIVATE_A),
        call: (f) => q(EVENT, { id: f.A.privateEvent.id }),
      },
      {
        title: "A's public event",
        who: g(SIGNED_IN),
        call: (f) => q(EVENT, { id: f.A.publicEvent.id }),
      },
      {
        title: "contacts and waiting list of A's private event",
        who: gNull(CONTACTS_PRIVATE_A),
        call: (f) => q(EVENT, { id: f.A.privateEvent.id }),
        sees: (a) => gqlShiftSees(a.shifts),
      },
      {
        title: "contacts and waiting list of A's public event",
        who: g(CONTACTS_PUBLIC_A),
        call: (f) => q(EVENT, { id: f.A.publicEvent.id }),
        sees: (a) => gqlShiftSees(a.shifts),
      },
      {
        title: "adminA: B's private event",
        who: only('adminA', 'null'),
        call: (f) => q(EVENT, { id: f.B.privateEvent.id }),
      },
    ],
  },
  {
    op: 'PUT /event/{id}',
    cases: [
      {
        title: "edit A's private event",
        who: MANAGE_PRIVATE_A,
        prepare: preparePrivateEvent,
        state: stateOfEvent('A', (f) => f.A.privateEvent),
        call: (f, c) =>
          rest(
            'PUT',
            `/event/${privateEventOf(f, c).id}`,
            restEventBody(targetEvent(f, c, f.A.privateEvent), false),
          ),
      },
      {
        title: "edit A's public event",
        who: ADMIN_A,
        prepare: preparePublicEvent,
        state: stateOfEvent('A', (f) => f.A.publicEvent),
        call: (f, c) => {
          const e = targetEvent(f, c, f.A.publicEvent);
          return rest('PUT', `/event/${e.id}`, restEventBody(e, true));
        },
      },
      {
        title: "adminA edits B's private event",
        who: only('adminA', 404),
        state: stateOfEvent('B', (f) => f.B.privateEvent),
        call: (f) =>
          rest('PUT', `/event/${f.B.privateEvent.id}`, restEventBody(f.B.privateEvent, false)),
      },
      {
        title: "adminA edits B's public event",
        who: only('adminA', 403),
        state: stateOfEvent('B', (f) => f.B.publicEvent),
        call: (f) =>
          rest('PUT', `/event/${f.B.publicEvent.id}`, restEventBody(f.B.publicEvent, true)),
      },
      {
        title: "adminA lists B's shift in A's event",
        who: only('adminA', 400),
        state: both(
          stateOfEvent('A', (f) => f.A.privateEvent),
          stateOfEvent('B', (f) => f.B.privateEvent),
        ),
        call: (f) =>
          rest(
            'PUT',
            `/event/${f.A.privateEvent.id}`,
            restEventBody(
              {
                ...f.A.privateEvent,
                shiftIds: [...f.A.privateEvent.shiftIds, f.B.privateEvent.shiftIds[0]],
              },
              false,
            ),
          ),
      },
      {
        title: "adminA keeps B's photo in A's event",
        who: only('adminA', 400),
        state: both(
          stateOfEvent('A', (f) => f.A.privateEvent),
          stateOfEvent('B', (f) => f.B.privateEvent),
        ),
        call: (f) =>
          rest(
            'PUT',
            `/event/${f.A.privateEvent.id}`,
            restEventBody(f.A.privateEvent, false, {
              keep_photos: String(f.B.privateEvent.photoIds[0]),
            }),
          ),
      },
    ],
  },
  {
    op: 'Mutation.updateEvent',
    cases: [
      {
        title: "edit A's private event",
        who: g(MANAGE_PRIVATE_A),
        prepare: preparePrivateEvent,
        state: stateOfEvent('A', (f) => f.A.privateEvent),
        call: (f, c) =>
          q(UPDATE_EVENT, { input: gqlEventInput(targetEvent(f, c, f.A.privateEvent), false) }),
      },
      {
        title: "edit A's public event",
        who: g(ADMIN_A),
        prepare: preparePublicEvent,
        state: stateOfEvent('A', (f) => f.A.publicEvent),
        call: (f, c) =>
          q(UPDATE_EVENT, { input: gqlEventInput(targetEvent(f, c, f.A.publicEvent), true) }),
      },
      {
        title: "adminA edits B's private event",
        who: only('adminA', 'NOT_FOUND'),
        state: stateOfEvent('B', (f) => f.B.privateEvent),
        call: (f) => q(UPDATE_EVENT, { input: gqlEventInput(f.B.privateEvent, false) }),
      },
      {
        title: "adminA lists B's shift in A's event",
        who: only('adminA', 'BAD_USER_INPUT'),
        state: both(
          stateOfEvent('A', (f) => f.A.privateEvent),
          stateOfEvent('B', (f) => f.B.privateEvent),
        ),
        call: (f) =>
          q(UPDATE_EVENT, {
            input: gqlEventInput(
              {
                ...f.A.privateEvent,
                shiftIds: [...f.A.privateEvent.shiftIds, f.B.privateEvent.shiftIds[0]],
              },
              false,
            ),
          }),
      },
      {
        title: "adminA keeps B's photo in A's event",
        who: only('adminA', 'BAD_USER_INPUT'),
        state: both(
          stateOfEvent('A', (f) => f.A.privateEvent),
          stateOfEvent('B', (f) => f.B.privateEvent),
        ),
        call: (f) =>
          q(UPDATE_EVENT, {
            input: gqlEventInput(f.A.privateEvent, false, {
              keepPhotoIds: [f.B.privateEvent.photoIds[0]],
            }),
          }),
      },
    ],
  },
  ...(
    [
      [
        'DELETE /event/{id}',
        'Mutation.deleteEvent',
        (id: number) => rest('DELETE', `/event/${id}`),
        'deleteEvent',
      ],
      [
        'PATCH /event/terminated/{id}',
        'Mutation.terminateEvent',
        (id: number) => rest('PATCH', `/event/terminated/${id}`, { terminated: true }),
        'terminateEvent',
      ],
    ] as const
  ).flatMap(([restOp, gqlOp, restCall, field]): Row[] => [
    {
      op: restOp,
      cases: [
        {
          title: "A's private event",
          who: MANAGE_PRIVATE_A,
          prepare: preparePrivateEvent,
          state: stateOfEvent('A', (f) => f.A.privateEvent),
          call: (f, c) => restCall(privateEventOf(f, c).id),
        },
        {
          title: "A's public event",
          who: ADMIN_A,
          prepare: preparePublicEvent,
          state: stateOfEvent('A', (f) => f.A.publicEvent),
          call: (f, c) => restCall(num(c.target, 'eventId', f.A.publicEvent.id)),
        },
        {
          title: "adminA: B's private event",
          who: only('adminA', 404),
          state: stateOfEvent('B', (f) => f.B.privateEvent),
          call: (f) => restCall(f.B.privateEvent.id),
        },
        {
          title: "adminA: B's public event",
          who: only('adminA', 403),
          state: stateOfEvent('B', (f) => f.B.publicEvent),
          call: (f) => restCall(f.B.publicEvent.id),
        },
      ],
    },
    {
      op: gqlOp,
      cases: [
        {
          title: "A's private event",
          who: g(MANAGE_PRIVATE_A),
          prepare: preparePrivateEvent,
          state: stateOfEvent('A', (f) => f.A.privateEvent),
          call: (f, c) => q(EVENT_ID(field), { id: privateEventOf(f, c).id }),
        },
        {
          title: "A's public event",
          who: g(ADMIN_A),
          prepare: preparePublicEvent,
          state: stateOfEvent('A', (f) => f.A.publicEvent),
          call: (f, c) => q(EVENT_ID(field), { id: num(c.target, 'eventId', f.A.publicEvent.id) }),
        },
        {
          title: "adminA: B's private event",
          who: only('adminA', 'NOT_FOUND'),
          state: stateOfEvent('B', (f) => f.B.privateEvent),
          call: (f) => q(EVENT_ID(field), { id: f.B.privateEvent.id }),
        },
        {
          title: "adminA: B's public event",
          who: only('adminA', 'FORBIDDEN'),
          state: stateOfEvent('B', (f) => f.B.publicEvent),
          call: (f) => q(EVENT_ID(field), { id: f.B.publicEvent.id }),
        },
      ],
    },
  ]),
  {
    op: 'POST /event/duplicate/{id}',
    cases: [
      {
        title: "A's private event",
        who: MANAGE_PRIVATE_A,
        state: (f) => eventCount(f, 'A'),
        call: (f) => rest('POST', `/event/duplicate/${f.A.privateEvent.id}`),
      },
      {
        title: "adminA: B's private event",
        who: only('adminA', 404),
        state: (f) => eventCount(f, 'B'),
        call: (f) => rest('POST', `/event/duplicate/${f.B.privateEvent.id}`),
      },
      {
        title: "adminA: B's public event",
        who: only('adminA', 403),
        state: (f) => eventCount(f, 'B'),
        call: (f) => rest('POST', `/event/duplicate/${f.B.publicEvent.id}`),
      },
    ],
  },
  {
    op: 'Mutation.duplicateEvent',
    cases: [
      {
        title: "A's private event",
        who: g(MANAGE_PRIVATE_A),
        state: (f) => eventCount(f, 'A'),
        call: (f) => q(EVENT_ID('duplicateEvent'), { id: f.A.privateEvent.id }),
      },
      {
        title: "adminA: B's private event",
        who: only('adminA', 'NOT_FOUND'),
        state: (f) => eventCount(f, 'B'),
        call: (f) => q(EVENT_ID('duplicateEvent'), { id: f.B.privateEvent.id }),
      },
      {
        title: "adminA: B's public event",
        who: only('adminA', 'FORBIDDEN'),
        state: (f) => eventCount(f, 'B'),
        call: (f) => q(EVENT_ID('duplicateEvent'), { id: f.B.publicEvent.id }),
      },
    ],
  },
  {
    op: 'POST /photo-event/{id}',
    cases: [
      {
        title: "upload to A's private event",
        who: MANAGE_PRIVATE_A,
        prepare: preparePrivateEvent,
        state: stateOfEvent('A', (f) => f.A.privateEvent),
        call: (f, c) => ({
          rest: 'POST',
          path: `/photo-event/${privateEventOf(f, c).id}`,
          form: form({}, { photos: [f.pngBytes] }),
        }),
      },
      {
        title: "adminA uploads to B's private event",
        who: only('adminA', 404),
        state: stateOfEvent('B', (f) => f.B.privateEvent),
        call: (f) => ({
          rest: 'POST',
          path: `/photo-event/${f.B.privateEvent.id}`,
          form: form({}, { photos: [f.pngBytes] }),
        }),
      },
      {
        title: "adminA uploads to B's public event",
        who: only('adminA', 403),
        state: stateOfEvent('B', (f) => f.B.publicEvent),
        call: (f) => ({
          rest: 'POST',
          path: `/photo-event/${f.B.publicEvent.id}`,
          form: form({}, { photos: [f.pngBytes] }),
        }),
      },
    ],
  },
  {
    op: 'GET /event/association/{id}',
    cases: [
      {
        title: "A's events: private ones for its people only",
        who: LIST_PRIVATE_A,
        call: (f) => rest('GET', `/event/association/${f.A.id}?limit=100`),
        sees: (a, f) => hasEvent(a, f.A.privateEvent.id),
      },
      {
        title: "A's calendar (administrators)",
        who: ADMIN_A,
        call: (f) => rest('GET', `/event/association/${f.A.id}?calendar=true`),
        sees: (a, f) => hasEvent(calendarEvents(a), f.A.privateEvent.id),
      },
      {
        title: "adminA: B's events",
        who: only('adminA', 'limited'),
        call: (f) => rest('GET', `/event/association/${f.B.id}?limit=100`),
        sees: (a, f) => hasEvent(a, f.B.privateEvent.id),
      },
      {
        title: "adminA: B's calendar",
        who: only('adminA', 403),
        call: (f) => rest('GET', `/event/association/${f.B.id}?calendar=true`),
      },
    ],
  },
  {
    op: 'Query.associationEvents',
    cases: [
      {
        title: "A's events: private ones for its people only",
        who: g(LIST_PRIVATE_A),
        call: (f) =>
          q(
            `query($a: Int!) { associationEvents(associationId: $a, first: 100) { edges { node { id } } } }`,
            { a: f.A.id },
          ),
        sees: (a, f) => hasEvent(edges(a), f.A.privateEvent.id),
      },
      {
        title: "adminA: B's events",
        who: only('adminA', 'limited'),
        call: (f) =>
          q(
            `query($a: Int!) { associationEvents(associationId: $a, first: 100) { edges { node { id } } } }`,
            { a: f.B.id },
          ),
        sees: (a, f) => hasEvent(edges(a), f.B.privateEvent.id),
      },
    ],
  },
  {
    op: 'GET /event/history/{id}',
    cases: [
      {
        title: "A's archived private event for its people only",
        who: LIST_PRIVATE_A,
        call: (f) => rest('GET', `/event/history/${f.A.id}?limit=100`),
        sees: (a, f) => hasEvent(a, f.A.archivedPrivateEvent.id),
      },
      {
        title: "adminA: B's history",
        who: only('adminA', 'limited'),
        call: (f) => rest('GET', `/event/history/${f.B.id}?limit=100`),
        sees: (a, f) => hasEvent(a, f.B.archivedPrivateEvent.id),
      },
    ],
  },
  {
    op: 'Query.eventHistory',
    cases: [
      {
        title: "A's archived private event for its people only",
        who: g(LIST_PRIVATE_A),
        call: (f) =>
          q(
            `query($a: Int!) { eventHistory(associationId: $a, first: 100) { edges { node { id } } } }`,
            { a: f.A.id },
          ),
        sees: (a, f) => hasEvent(edges(a), f.A.archivedPrivateEvent.id),
      },
    ],
  },
  {
    op: 'GET /event/volunteer/{id}',
    cases: [
      {
        title: "A's private event",
        who: CONTACTS_PRIVATE_A,
        call: (f) => rest('GET', `/event/volunteer/${f.A.privateEvent.id}`),
        sees: (a) => restShiftSees(a),
      },
      {
        title: "A's public event",
        who: CONTACTS_PUBLIC_A,
        call: (f) => rest('GET', `/event/volunteer/${f.A.publicEvent.id}`),
        sees: (a) => restShiftSees(a),
      },
      {
        title: "adminA: B's private event",
        who: only('adminA', 404),
        call: (f) => rest('GET', `/event/volunteer/${f.B.privateEvent.id}`),
      },
    ],
  },
  ...(
    [
      [
        'POST /event-like',
        'Mutation.likeEvent',
        (id: number) => rest('POST', '/event-like', { id_event: id }),
        'likeEvent',
      ],
      [
        'DELETE /event-like/{id}',
        'Mutation.unlikeEvent',
        (id: number) => rest('DELETE', `/event-like/${id}`),
        'unlikeEvent',
      ],
    ] as const
  ).flatMap(([restOp, gqlOp, restCall, field]): Row[] => [
    {
      op: restOp,
      cases: [
        {
          title: "A's private event",
          who: SEE_PRIVATE_A,
          state: stateOfEvent('A', (f) => f.A.privateEvent),
          call: (f) => restCall(f.A.privateEvent.id),
        },
        { title: "A's public event", who: SIGNED_IN, call: (f) => restCall(f.A.publicEvent.id) },
      ],
    },
    {
      op: gqlOp,
      cases: [
        {
          title: "A's private event",
          who: g(SEE_PRIVATE_A),
          state: stateOfEvent('A', (f) => f.A.privateEvent),
          call: (f) => q(EVENT_ID(field, 'id isLike'), { id: f.A.privateEvent.id }),
        },
        {
          title: "A's public event",
          who: g(SIGNED_IN),
          call: (f) => q(EVENT_ID(field, 'id isLike'), { id: f.A.publicEvent.id }),
        },
      ],
    },
  ]),
  {
    op: 'POST /traffic-event/{id}',
    cases: [
      {
        title: "A's private event",
        who: SEE_PRIVATE_A,
        state: (f) => eventViews(f, f.A.privateEvent.id),
        call: (f) => rest('POST', `/traffic-event/${f.A.privateEvent.id}`),
      },
      {
        title: "A's public event",
        who: SIGNED_IN,
        call: (f) => rest('POST', `/traffic-event/${f.A.publicEvent.id}`),
      },
    ],
  },
  {
    op: 'Mutation.recordEventView',
    cases: [
      {
        title: "A's private event",
        who: g(SEE_PRIVATE_A),
        state: (f) => eventViews(f, f.A.privateEvent.id),
        call: (f) => q(EVENT_ID('recordEventView', ''), { id: f.A.privateEvent.id }),
      },
      {
        title: "A's public event",
        who: g(SIGNED_IN),
        call: (f) => q(EVENT_ID('recordEventView', ''), { id: f.A.publicEvent.id }),
      },
    ],
  },

  // ── shifts and sign-ups ──
  {
    op: 'GET /shift/{id}',
    cases: [
      {
        title: "shift of A's private event",
        who: CONTACTS_PRIVATE_A,
        call: (f) => rest('GET', `/shift/${f.A.privateEvent.shiftIds[0]}`),
        sees: (a) => restShiftSees([a]),
      },
      {
        title: "open shift of A's public event",
        who: CONTACTS_PUBLIC_A,
        call: (f) => rest('GET', `/shift/${f.A.publicEvent.shiftIds[1]}`),
        sees: (a) => restShiftSees([a]),
      },
      {
        title: "adminA: shift of B's private event",
        who: only('adminA', 404),
        call: (f) => rest('GET', `/shift/${f.B.privateEvent.shiftIds[0]}`),
      },
    ],
  },
  {
    op: 'Query.shift',
    cases: [
      {
        title: "shift of A's private event",
        who: gNull(CONTACTS_PRIVATE_A),
        call: (f) => q(SHIFT, { id: f.A.privateEvent.shiftIds[0] }),
        sees: (a) => gqlShiftSees([a]),
      },
      {
        title: "open shift of A's public event",
        who: g(CONTACTS_PUBLIC_A),
        call: (f) => q(SHIFT, { id: f.A.publicEvent.shiftIds[1] }),
        sees: (a) => gqlShiftSees([a]),
      },
      {
        title: "adminA: shift of B's private event",
        who: only('adminA', 'null'),
        call: (f) => q(SHIFT, { id: f.B.privateEvent.shiftIds[0] }),
      },
    ],
  },
  {
    op: 'DELETE /shift/{id}',
    cases: [
      {
        title: "shift of A's private event",
        who: MANAGE_PRIVATE_A,
        prepare: preparePrivateEvent,
        state: stateOfEvent('A', (f) => f.A.privateEvent),
        call: (f, c) =>
          rest('DELETE', `/shift/${num(c.target, 'shiftId', f.A.privateEvent.shiftIds[0])}`),
      },
      {
        title: "adminA: shift of B's private event",
        who: only('adminA', 404),
        state: stateOfEvent('B', (f) => f.B.privateEvent),
        call: (f) => rest('DELETE', `/shift/${f.B.privateEvent.shiftIds[0]}`),
      },
      {
        title: "adminA: shift of B's public event",
        who: only('adminA', 403),
        state: stateOfEvent('B', (f) => f.B.publicEvent),
        call: (f) => rest('DELETE', `/shift/${f.B.publicEvent.shiftIds[0]}`),
      },
    ],
  },
  {
    op: 'Mutation.deleteShift',
    cases: [
      {
        title: "shift of A's private event",
        who: g(MANAGE_PRIVATE_A),
        prepare: preparePrivateEvent,
        state: stateOfEvent('A', (f) => f.A.privateEvent),
        call: (f, c) =>
          q(SHIFT_ID('deleteShift'), {
            id: num(c.target, 'shiftId', f.A.privateEvent.shiftIds[0]),
          }),
      },
      {
        title: "adminA: shift of B's private event",
        who: only('adminA', 'NOT_FOUND'),
        state: stateOfEvent('B', (f) => f.B.privateEvent),
        call: (f) => q(SHIFT_ID('deleteShift'), { id: f.B.privateEvent.shiftIds[0] }),
      },
      {
        title: "adminA: shift of B's public event",
        who: only('adminA', 'FORBIDDEN'),
        state: stateOfEvent('B', (f) => f.B.publicEvent),
        call: (f) => q(SHIFT_ID('deleteShift'), { id: f.B.publicEvent.shiftIds[0] }),
      },
    ],
  },
  {
    op: 'POST /user-shift/{idShift}',
    cases: [
      {
        title: "sign up to a shift of A's private event",
        who: SEE_PRIVATE_A,
        fresh: true,
        state: stateOfEvent('A', (f) => f.A.privateEvent),
        call: (f) =>
          rest('POST', `/user-shift/${f.A.privateEvent.shiftIds[0]}`, { notification: true }),
      },
      {
        title:
          "closed shift of A's public event: accepted volunteers only (others: 409, they may join first)",
        who: { ...SIGNED_IN, volunteer: 409, adminB: 409 },
        fresh: true,
        state: stateOfEvent('A', (f) => f.A.publicEvent),
        call: (f) =>
          rest('POST', `/user-shift/${f.A.publicEvent.shiftIds[0]}`, { notification: true }),
      },
      {
        title: "open shift of A's public event: everyone signed in",
        who: SIGNED_IN,
        fresh: true,
        call: (f) =>
          rest('POST', `/user-shift/${f.A.publicEvent.shiftIds[1]}`, { notification: true }),
      },
    ],
  },
  {
    op: 'Mutation.signUpToShift',
    cases: [
      {
        title: "sign up to a shift of A's private event",
        who: g(SEE_PRIVATE_A),
        fresh: true,
        state: stateOfEvent('A', (f) => f.A.privateEvent),
        call: (f) =>
          q(SHIFT_ID('signUpToShift', 'id mySignUp'), { id: f.A.privateEvent.shiftIds[0] }),
      },
      {
        title: "closed shift of A's public event: accepted volunteers only",
        who: g({ ...SIGNED_IN, volunteer: 409, adminB: 409 }),
        fresh: true,
        state: stateOfEvent('A', (f) => f.A.publicEvent),
        call: (f) =>
          q(SHIFT_ID('signUpToShift', 'id mySignUp'), { id: f.A.publicEvent.shiftIds[0] }),
      },
      {
        title: "open shift of A's public event: everyone signed in",
        who: g(SIGNED_IN),
        fresh: true,
        call: (f) =>
          q(SHIFT_ID('signUpToShift', 'id mySignUp'), { id: f.A.publicEvent.shiftIds[1] }),
        sees: (a) => a.mySignUp === 'WAITING',
      },
    ],
  },
  {
    op: 'DELETE /user-shift/{idShift}',
    cases: [
      {
        title: 'withdraw one’s own sign-up',
        who: SELF_FRESH,
        fresh: true,
        prepare: prepareOwnSignUp,
        call: (f) => rest('DELETE', `/user-shift/${f.A.publicEvent.shiftIds[1]}`),
      },
      {
        title: "remove someone else from a shift of A's private event (id_user)",
        who: MANAGE_PRIVATE_A,
        prepare: prepareAcceptedSignUp,
        state: stateOfEvent('A', (f) => f.A.privateEvent),
        call: (f, c) =>
          rest('DELETE', `/user-shift/${num(c.target, 'shiftId', f.A.privateEvent.shiftIds[0])}`, {
            id_user: num(c.target, 'userId', f.A.bystanderUserId),
          }),
      },
      {
        title: "adminA removes the volunteer from B's open shift",
        who: only('adminA', 403),
        state: stateOfEvent('B', (f) => f.B.publicEvent),
        call: (f) =>
          rest('DELETE', `/user-shift/${f.B.publicEvent.shiftIds[1]}`, {
            id_user: f.actors.volunteer.userId,
          }),
      },
      {
        title: "adminA removes someone from B's private event",
        who: only('adminA', 404),
        state: stateOfEvent('B', (f) => f.B.privateEvent),
        call: (f) =>
          rest('DELETE', `/user-shift/${f.B.privateEvent.shiftIds[0]}`, {
            id_user: f.B.bystanderUserId,
          }),
      },
    ],
  },
  {
    op: 'Mutation.withdrawFromShift',
    cases: [
      {
        title: 'withdraw one’s own sign-up',
        who: g(SELF_FRESH),
        fresh: true,
        prepare: prepareOwnSignUp,
        call: (f) =>
          q(SHIFT_ID('withdrawFromShift', 'id mySignUp'), { id: f.A.publicEvent.shiftIds[1] }),
        sees: (a) => a.mySignUp === null,
      },
      {
        title:
          "someone else's sign-up is never reached: adminA on B's open shift where only the volunteer is",
        who: only('adminA', 'NOT_FOUND'),
        state: stateOfEvent('B', (f) => f.B.publicEvent),
        call: (f) => q(SHIFT_ID('withdrawFromShift'), { id: f.B.publicEvent.shiftIds[1] }),
      },
    ],
  },
  {
    op: 'Mutation.removeFromShift',
    cases: [
      {
        title: "remove someone else from a shift of A's private event",
        who: g(MANAGE_PRIVATE_A),
        prepare: prepareAcceptedSignUp,
        state: stateOfEvent('A', (f) => f.A.privateEvent),
        call: (f, c) =>
          q(REMOVE_FROM_SHIFT, {
            s: num(c.target, 'shiftId', f.A.privateEvent.shiftIds[0]),
            u: num(c.target, 'userId', f.A.bystanderUserId),
          }),
      },
      {
        title: "adminA removes the volunteer from B's open shift",
        who: only('adminA', 'FORBIDDEN'),
        state: stateOfEvent('B', (f) => f.B.publicEvent),
        call: (f) =>
          q(REMOVE_FROM_SHIFT, { s: f.B.publicEvent.shiftIds[1], u: f.actors.volunteer.userId }),
      },
      {
        title: "adminA removes someone from B's private event",
        who: only('adminA', 'NOT_FOUND'),
        state: stateOfEvent('B', (f) => f.B.privateEvent),
        call: (f) =>
          q(REMOVE_FROM_SHIFT, { s: f.B.privateEvent.shiftIds[0], u: f.B.bystanderUserId }),
      },
    ],
  },
  {
    op: 'GET /user-shift/{idAssociation}',
    cases: [
      {
        title: "A's pending sign-ups",
        who: ADMIN_A,
        call: (f) => rest('GET', `/user-shift/${f.A.id}?waiting=true`),
        sees: (a, f) => a.some((r: { id: number }) => r.id === f.A.pendingSignUpId),
      },
      {
        title: "adminA: B's pending sign-ups",
        who: only('adminA', 403),
        call: (f) => rest('GET', `/user-shift/${f.B.id}`),
      },
    ],
  },
  {
    op: 'Query.shiftRequests',
    cases: [
      {
        title: "A's pending sign-ups",
        who: g(ADMIN_A),
        call: (f) =>
          q(`query($a: Int!) { shiftRequests(associationId: $a) { id userId } }`, { a: f.A.id }),
        sees: (a, f) => a.some((r: { id: number }) => r.id === f.A.pendingSignUpId),
      },
      {
        title: "adminA: B's pending sign-ups",
        who: only('adminA', 'FORBIDDEN'),
        call: (f) =>
          q(`query($a: Int!) { shiftRequests(associationId: $a) { id } }`, { a: f.B.id }),
      },
    ],
  },
  {
    op: 'Query.myShifts',
    cases: [
      {
        title: 'own sign-ups only',
        who: g(SIGNED_IN),
        call: () => q(`query { myShifts { id userId } }`),
        sees: (a, _f, c) => a.every((r: { userId: number }) => r.userId === c.actor.userId),
      },
    ],
  },
  {
    op: 'PATCH /user-shift/confirm/{id}',
    cases: [
      {
        title:
          "accept a sign-up on A's private event (the labelled member's own: no self-approval)",
        who: MANAGE_PRIVATE_A,
        prepare: preparePendingSignUp,
        state: stateOfEvent('A', (f) => f.A.privateEvent),
        call: (f, c) =>
          rest('PATCH', `/user-shift/confirm/${num(c.target, 'signUpId', f.A.pendingSignUpId)}`, {
            confirmed: true,
          }),
      },
      {
        title:
          "accept the volunteer's sign-up on A's open shift (the volunteer's own: no self-approval)",
        who: { ...ADMIN_A, adminA: 'allow' },
        state: stateOfEvent('A', (f) => f.A.publicEvent),
        call: (f) =>
          rest('PATCH', `/user-shift/confirm/${f.A.volunteerSignUpId}`, { confirmed: true }),
      },
      {
        title: "adminA accepts a sign-up on B's private event",
        who: only('adminA', 404),
        state: stateOfEvent('B', (f) => f.B.privateEvent),
        call: (f) =>
          rest('PATCH', `/user-shift/confirm/${f.B.pendingSignUpId}`, { confirmed: true }),
      },
      {
        title: "adminA accepts the volunteer's sign-up on B's open shift",
        who: only('adminA', 403),
        state: stateOfEvent('B', (f) => f.B.publicEvent),
        call: (f) =>
          rest('PATCH', `/user-shift/confirm/${f.B.volunteerSignUpId}`, { confirmed: true }),
      },
    ],
  },
  {
    op: 'Mutation.decideShiftRequest',
    cases: [
      {
        title: "accept a sign-up on A's private event (no self-approval)",
        who: g(MANAGE_PRIVATE_A),
        prepare: preparePendingSignUp,
        state: stateOfEvent('A', (f) => f.A.privateEvent),
        call: (f, c) => q(DECIDE_SHIFT, { id: num(c.target, 'signUpId', f.A.pendingSignUpId) }),
      },
      {
        title: "adminA accepts a sign-up on B's private event",
        who: only('adminA', 'NOT_FOUND'),
        state: stateOfEvent('B', (f) => f.B.privateEvent),
        call: (f) => q(DECIDE_SHIFT, { id: f.B.pendingSignUpId }),
      },
      {
        title: "adminA accepts the volunteer's sign-up on B's open shift",
        who: only('adminA', 'FORBIDDEN'),
        state: stateOfEvent('B', (f) => f.B.publicEvent),
        call: (f) => q(DECIDE_SHIFT, { id: f.B.volunteerSignUpId }),
      },
    ],
  },

  // ── calendar and programme ──
  ...(['daily', 'future'] as const).map((kind): Row => ({
    op: `GET /calendar/${kind}`,
    cases: [
      {
        title: "own calendar: A's private event only for those signed up to it",
        who: {
          visitor: 401,
          volunteer: 'limited',
          member: 'allow',
          adminA: 'limited',
          adminB: 'limited',
        },
        call: () =>
          rest(
            'GET',
            kind === 'daily' ? `/calendar/daily?date=${DAY()}` : '/calendar/future?events=true',
          ),
        sees: (a, f) => hasEvent(a, f.A.privateEvent.id),
      },
      {
        title: "A's calendar (administrators)",
        who: ADMIN_A,
        call: (f) =>
          rest(
            'GET',
            kind === 'daily'
              ? `/calendar/daily?date=${DAY()}&id_association=${f.A.id}`
              : `/calendar/future?id_association=${f.A.id}`,
          ),
        sees: (a, f) => hasEvent(Array.isArray(a) ? a : calendarEvents(a), f.A.privateEvent.id),
      },
      {
        title: "contacts and waiting lists in calendars: A's administrators only",
        // the people's own calendars; the administrators' that of A
        who: {
          visitor: 401,
          volunteer: 'limited',
          member: 'limited',
          adminA: 'allow',
          adminB: 403,
        },
        call: (f, c) =>
          rest(
            'GET',
            (kind === 'daily' ? `/calendar/daily?date=${DAY()}` : '/calendar/future?events=true') +
              (c.role.startsWith('admin') ? `&id_association=${f.A.id}` : ''),
          ),
        sees: (a) =>
          restShiftSees((Array.isArray(a) ? a : calendarEvents(a)).flatMap((e) => e.shift)),
      },
      {
        title: "adminA: B's calendar",
        who: only('adminA', 403),
        call: (f) =>
          rest(
            'GET',
            kind === 'daily'
              ? `/calendar/daily?date=${DAY()}&id_association=${f.B.id}`
              : `/calendar/future?id_association=${f.B.id}`,
          ),
      },
    ],
  })),
  {
    op: 'Query.calendar',
    cases: [
      {
        title: "own calendar: A's private event only for those signed up to it",
        who: {
          visitor: 'UNAUTHENTICATED',
          volunteer: 'limited',
          member: 'allow',
          adminA: 'limited',
          adminB: 'limited',
        },
        call: () => q(CALENDAR, { from: DAY(), to: DAY() }),
        sees: (a, f) =>
          hasEvent(
            a.flatMap((d: { events: { id: number }[] }) => d.events),
            f.A.privateEvent.id,
          ),
      },
      {
        title: "A's calendar (administrators)",
        who: g(ADMIN_A),
        call: (f) => q(CALENDAR, { from: DAY(), to: DAY(), a: f.A.id }),
        sees: (a, f) =>
          hasEvent(
            a.flatMap((d: { events: { id: number }[] }) => d.events),
            f.A.privateEvent.id,
          ),
      },
      {
        title: "adminA: B's calendar",
        who: only('adminA', 'FORBIDDEN'),
        call: (f) => q(CALENDAR, { from: DAY(), to: DAY(), a: f.B.id }),
      },
    ],
  },
  {
    op: 'Query.programme',
    cases: [
      {
        title: "the day's programme: A's private shifts for its people only",
        who: g(LIST_PRIVATE_A),
        call: () =>
          q(`query($d: String) { programme(date: $d) { event { id } shift { id } } }`, {
            d: DAY(),
          }),
        sees: (a, f) =>
          a.some((p: { event: { id: number } }) => p.event.id === f.A.privateEvent.id),
      },
    ],
  },

  // ── subscriptions (graphql-ws; the token goes in connection_init, 4401 without it) ──
  {
    op: 'Subscription.associationDashboardCounters',
    cases: [
      {
        title: "A's live counters",
        who: g(ADMIN_A),
        call: (f) => ({
          ws: `subscription($a: Int!) { associationDashboardCounters(associationId: $a) { numberVolunteerRequests } }`,
          variables: { a: f.A.id },
        }),
        trigger: async (f) => {
          const { actor } = await f.throwawayMembership('B', 'accepted', true);
          await f.must(actor.token, ASSOCIATION_ID('requestToVolunteer'), { id: f.A.id });
        },
      },
      {
        title: "adminA: B's live counters",
        who: only('adminA', 'FORBIDDEN'),
        call: (f) => ({
          ws: `subscription($a: Int!) { associationDashboardCounters(associationId: $a) { numberVolunteerRequests } }`,
          variables: { a: f.B.id },
        }),
        trigger: async (f) => {
          const { actor } = await f.throwawayMembership('A', 'accepted', true);
          await f.must(actor.token, ASSOCIATION_ID('requestToVolunteer'), { id: f.B.id });
        },
      },
    ],
  },
  {
    op: 'Subscription.eventShiftsChanged',
    cases: [
      {
        title: "places of A's private event",
        who: g(SEE_PRIVATE_A),
        call: (f) => ({
          ws: `subscription($e: Int!) { eventShiftsChanged(eventId: $e) { id availableSpots } }`,
          variables: { e: f.A.privateEvent.id },
        }),
        trigger: async (f) => {
          await f.throwawaySignUp('A', f.A.privateEvent.shiftIds[1], 'waiting');
        },
      },
      {
        title: "places of A's public event",
        who: g(SIGNED_IN),
        call: (f) => ({
          ws: `subscription($e: Int!) { eventShiftsChanged(eventId: $e) { id availableSpots } }`,
          variables: { e: f.A.publicEvent.id },
        }),
        trigger: async (f) => {
          await f.throwawaySignUp('A', f.A.publicEvent.shiftIds[0], 'waiting');
        },
      },
      {
        title: "adminA: places of B's private event",
        who: only('adminA', 'NOT_FOUND'),
        call: (f) => ({
          ws: `subscription($e: Int!) { eventShiftsChanged(eventId: $e) { id availableSpots } }`,
          variables: { e: f.B.privateEvent.id },
        }),
        trigger: async (f) => {
          await f.throwawaySignUp('B', f.B.privateEvent.shiftIds[1], 'waiting');
        },
      },
    ],
  },
  {
    op: 'Subscription.unreadNotificationCount',
    cases: [
      {
        title: 'own unread count',
        who: g(SIGNED_IN),
        call: () => ({ ws: `subscription { unreadNotificationCount }` }),
        trigger: async (f) => {
          const { volunteer, members, adminA, adminB } = f.actors;
          f.app.services.notifications.publishUnreadChanged(
            [volunteer, ...members, adminA, adminB].map((a) => a.userId),
          );
        },
      },
    ],
  },
  // the communication domains (issue 9) keep their rows in authorization-rows/, beside the fixture they need
  ...notificationRows(),
  ...questionRows(),
  ...deviceRows(),
  ...mediaRows(),
  // the e-mail choices (issue 10)
  ...mailPreferenceRows(),
  ...waitlistRows(),
  // issue 22: check-in, attendance, hours and statements
  ...attendanceRows(),
  // issue 23: the register of volunteers and each person's data
  ...registerRows(),
  // issue 10: the association calendar feed's address (the feed itself is in HTTP_TABLE)
  ...associationCalendarFeedRows(),
  // issue 17: sessions, and every kind of operation with a token whose session ended
  ...sessionRows(),
];

/** Adds cases to rows listed elsewhere in the table (one row per operation). */
function addCases(rows: Row[], extra: Record<string, Case[]>): void {
  for (const [op, cases] of Object.entries(extra)) {
    const row = rows.find((r) => r.op === op);
    if (!row) throw new Error(`no row to add cases to: ${op}`);
    row.cases.push(...cases);
  }
}

// issue 17: the same operations with a token whose session ended (one row per operation)
addCases(TABLE, endedSessionCases());

/**
 * Routes of the express app outside /api/openapi.json and /graphql. Media: the URL of a private
 * event's photo as GraphQL gives it to its administrator works for whoever holds it (an <img>
 * sends no token); without its signature, or with it moved to another person, it must not. A
 * private photo's URL that comes without a signature fails its cells (see `unsigned`).
 */
export const HTTP_TABLE: Row[] = [
  {
    op: 'HTTP GET /healthz',
    cases: [
      { title: 'health check', who: PUBLIC, call: () => ({ http: 'GET', path: '/healthz' }) },
    ],
  },
  {
    op: 'HTTP GET /api/openapi.json',
    cases: [
      {
        title: 'REST contract',
        who: PUBLIC,
        call: () => ({ http: 'GET', path: '/api/openapi.json' }),
      },
    ],
  },
  {
    op: 'HTTP GET /{*path}',
    aliases: ['HTTP GET /'],
    cases: [
      {
        title: 'web app (index.html for every page)',
        who: PUBLIC,
        call: () => ({ http: 'GET', path: '/' }),
      },
    ],
  },
  {
    op: 'HTTP GET /calendar/{token}.ics',
    cases: [
      {
        title:
          "adminA's calendar feed address, by whoever holds it (a calendar app sends no login)",
        who: all('allow'),
        call: async (f) => ({
          http: 'GET',
          path: new URL(await f.app.services.calendarFeed.url(f.actors.adminA.userId)).pathname,
        }),
      },
      {
        title: "A's association feed address (all its shifts), by whoever holds it",
        who: all('allow'),
        call: async (f) => ({
          http: 'GET',
          path: new URL(
            await f.app.services.calendarFeed.associationUrl(f.actors.adminA.userId, f.A.id),
          ).pathname,
        }),
      },
      {
        title: 'a guessed token is 404',
        who: all(404),
        call: () => ({ http: 'GET', path: `/calendar/${'A'.repeat(32)}.ics` }),
      },
    ],
  },
  {
    op: 'HTTP GET /media/{key}',
    cases: [
      {
        title: "a private event's photo URL as given to adminA, by whoever holds it (an <img>)",
        who: all('allow'),
        call: (f) => ({ http: 'GET', path: mediaPath(f.A.privateEvent.photoUrls[0]) }),
      },
      {
        title: 'the same URL without its signature is 404',
        who: all(404),
        call: (f) => ({ http: 'GET', path: unsigned(f.A.privateEvent.photoUrls[0]) }),
      },
      {
        title: "the same URL with its signature moved to another person's id is 404",
        who: { volunteer: 404, adminB: 404 },
        call: (f, c) => {
          const url = new URL(f.A.privateEvent.photoUrls[0], 'http://insieme.test');
          unsigned(url.toString());
          url.searchParams.set('v', String(c.actor.userId));
          return { http: 'GET', path: url.pathname + url.search };
        },
      },
      ...exMemberMediaCases(),
      {
        title: 'a guessed sequential id is 404',
        who: { visitor: 404, adminB: 404 },
        call: (f) => {
          // the guess is only meaningful once private photos are behind a signed, unguessable key
          unsigned(f.A.privateEvent.photoUrls[0]);
          return { http: 'GET', path: '/media/1' };
        },
      },
    ],
  },
  // issue 10: the unsubscribe link of the notice mails
  ...unsubscribeRows(),
  ...waitlistOfferLinkRows(),
];

/** The path and query of a media URL, relative or absolute. */
export function mediaPath(url: string): string {
  const parsed = new URL(url, 'http://insieme.test');
  return parsed.pathname + parsed.search;
}

/**
 * The URL without its query string. A private photo's URL must carry a signature: one without it
 * is itself the failure (anyone could read the photo), so the cell fails rather than being skipped.
 */
function unsigned(url: string): string {
  const parsed = new URL(url, 'http://insieme.test');
  if (!parsed.searchParams.get('s'))
    throw new Error(`a private event's photo URL carries no signature: ${url}`);
  return parsed.pathname;
}
