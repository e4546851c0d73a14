import {
  buildAssociation,
  buildEvent,
  buildMembership,
  buildShift,
  userWithToken,
} from '../factories';
import type { TestApp } from '../test-app';

export const SHIFT_FIELDS =
  'id eventId title description color startDate endDate maxVolunteer openSubscription availableSpots iAmSubscribed mySignUp terminated';
export const EVENT_FIELDS = `id associationId name description address street town province startDate endDate isPublic archived terminated isLike numberLike isAdmin
  association { id name } photos { id url } topics { id } eventTypes { id } shifts { ${SHIFT_FIELDS} }`;
export const CREATE = `mutation($input: CreateEventInput!) { createEvent(input: $input) { event { ${EVENT_FIELDS} } copies { id name startDate shifts { startDate } } } }`;
export const UPDATE = `mutation($input: UpdateEventInput!) { updateEvent(input: $input) { ${EVENT_FIELDS} } }`;
export const EVENT = `query($id: Int!) { event(id: $id) { ${EVENT_FIELDS} } }`;
export const SIGN_UP = `mutation($id: Int!) { signUpToShift(input: { shiftId: $id }) { ${SHIFT_FIELDS} } }`;
export const WITHDRAW = `mutation($id: Int!) { withdrawFromShift(input: { shiftId: $id }) { ${SHIFT_FIELDS} } }`;
export const DECIDE = `mutation($id: Int!, $accept: Boolean!) { decideShiftRequest(input: { signUpId: $id, accept: $accept }) { id status shiftId userId eventName shiftTitle } }`;
export const REQUESTS = `query($associationId: Int!, $search: String) { shiftRequests(associationId: $associationId, search: $search) { id userId name surname eventName shiftTitle status } }`;

const HOUR = 3600_000;
/** A time `days` from now at 10:00 UTC, so validation (no past dates) passes. */
export function inDays(days: number, hour = 10): Date {
  const d = new Date(Date.now() + days * 24 * HOUR);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}

export function eventInput(
  associationId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    associationId,
    name: 'Raccolta alimentare',
    description: 'Info su https://esempio.org',
    street: 'Via Roma 10',
    town: 'Milano',
    province: 'MI',
    startDate: inDays(3, 8).toISOString(),
    endDate: inDays(3, 18).toISOString(),
    isPublic: true,
    topicIds: [1],
    eventTypeIds: [1, 2],
    shifts: [
      {
        color: '#0f766e',
        startDate: inDays(3, 8).toISOString(),
        endDate: inDays(3, 12).toISOString(),
        maxVolunteer: 2,
      },
      {
        title: 'Pomeriggio',
        color: '#0f766e',
        startDate: inDays(3, 13).toISOString(),
        endDate: inDays(3, 18).toISOString(),
        maxVolunteer: 1,
        openSubscription: true,
      },
    ],
    ...overrides,
  };
}

/** An administrator, their association, and an accepted volunteer of it. */
export async function world(app: TestApp) {
  const admin = await userWithToken(app, { name: 'Ada', surname: 'Admin' });
  const association = await buildAssociation(app, { adminId: admin.user.id });
  const volunteer = await userWithToken(app, { name: 'Vera', surname: 'Volontaria' });
  await buildMembership(app, { userId: volunteer.user.id, associationId: association.id });
  return { admin, association, volunteer };
}

/** Inserts an event with one shift directly (for dates the API would refuse, e.g. in the past). */
export async function insertEvent(
  app: TestApp,
  associationId: number,
  options: {
    start: Date;
    end: Date;
    isPublic?: boolean;
    max?: number;
    open?: boolean;
    archived?: boolean;
  },
) {
  const event = await buildEvent(app, {
    associationId,
    name: 'Evento inserito',
    startDate: options.start,
    endDate: options.end,
    isPublic: options.isPublic ?? true,
    archivedAt: options.archived ? new Date() : null,
  });
  const shift = await buildShift(app, {
    eventId: event.id,
    title: 'Turno 1',
    startDate: options.start,
    endDate: options.end,
    maxVolunteer: options.max ?? 1,
    openSubscription: options.open ?? false,
  });
  return { event, shift };
}
