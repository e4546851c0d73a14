import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, confirmedAccount, DEMO } from './support';

/*
 * What a browser test needs in place before its screens (an association, an event with its
 * shift, people on it), made through the GraphQL API as the app itself would: quicker than
 * through the screens, which other tests walk.
 */

/** The password of every person a test makes. */
export const PASSWORD = 'Segreta1!';

/** A session of the API: its bearer token. */
export type Headers = { authorization: string };

/** A GraphQL request that must succeed: any error fails the test. */
export async function graphql<T>(
  request: APIRequestContext,
  headers: Headers,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { headers, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** A new confirmed account (its e-mail unique to the run) and a session of it. */
export async function person(request: APIRequestContext, name: string, surname: string) {
  const email = await confirmedAccount(request, { name, surname, password: PASSWORD });
  return {
    email,
    headers: { authorization: `Bearer ${await apiToken(request, email, PASSWORD)}` },
  };
}

/** The demo data's administrator, in a session, and Croce Verde Milano, which they administer. */
export async function demoAdministrator(
  request: APIRequestContext,
): Promise<{ headers: Headers; associationId: number }> {
  const headers = {
    authorization: `Bearer ${await apiToken(request, DEMO.admin, DEMO.password)}`,
  };
  const administered = await graphql<{
    associations: { edges: { node: { id: number; name: string } }[] };
  }>(
    request,
    headers,
    `
      {
        associations(filter: ADMIN, first: 50) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
  );
  const associationId = administered.associations.edges.find(
    (edge) => edge.node.name === 'Croce Verde Milano',
  )!.node.id;
  return { headers, associationId };
}

/** A public event in Milan whose one shift, as long as the event, is open to everyone. */
export async function oneShiftEvent(
  request: APIRequestContext,
  admin: Headers,
  event: {
    associationId: number;
    name: string;
    shiftTitle: string;
    maxVolunteer: number;
    start: Date;
    end: Date;
  },
): Promise<{ eventId: number; shiftId: number }> {
  const { createEvent } = await graphql<{
    createEvent: { event: { id: number; shifts: { id: number }[] } };
  }>(
    request,
    admin,
    `
      mutation ($input: CreateEventInput!) {
        createEvent(input: $input) {
          event {
            id
            shifts {
              id
            }
          }
        }
      }
    `,
    {
      input: {
        associationId: event.associationId,
        name: event.name,
        street: 'Via Lulli 12',
        town: 'Milano',
        province: 'MI',
        isPublic: true,
        startDate: event.start.toISOString(),
        endDate: event.end.toISOString(),
        shifts: [
          {
            title: event.shiftTitle,
            color: '#1d4ed8',
            startDate: event.start.toISOString(),
            endDate: event.end.toISOString(),
            maxVolunteer: event.maxVolunteer,
            openSubscription: true,
          },
        ],
      },
    },
  );
  return { eventId: createEvent.event.id, shiftId: createEvent.event.shifts[0].id };
}

/**
 * The volunteer asks for the shift and the administrator accepts the request (the only one
 * waiting: the shift is the test's own).
 */
export async function acceptedOnShift(
  request: APIRequestContext,
  admin: Headers,
  volunteer: Headers,
  shiftId: number,
): Promise<void> {
  await graphql(
    request,
    volunteer,
    `
      mutation ($input: ShiftIdInput!) {
        signUpToShift(input: $input) {
          id
        }
      }
    `,
    { input: { shiftId } },
  );
  const { shift } = await graphql<{ shift: { waitingVolunteers: { id: number }[] } }>(
    request,
    admin,
    `
      query ($id: Int!) {
        shift(id: $id) {
          waitingVolunteers {
            id
          }
        }
      }
    `,
    { id: shiftId },
  );
  await graphql(
    request,
    admin,
    `
      mutation ($input: DecideShiftRequestInput!) {
        decideShiftRequest(input: $input) {
          id
        }
      }
    `,
    { input: { signUpId: shift.waitingVolunteers[0].id, accept: true } },
  );
}

/**
 * Where the tests of a shift's day begin: a two-hour shift from `start` (its event's only one) of
 * the demo administrator's Croce Verde Milano, with the volunteer asked for it and accepted.
 */
export async function shiftWithAcceptedVolunteer(
  request: APIRequestContext,
  shift: { eventName: string; title: string; maxVolunteer: number; start: Date },
  volunteer: Headers,
) {
  const { headers: adminHeaders, associationId } = await demoAdministrator(request);
  const { eventId, shiftId } = await oneShiftEvent(request, adminHeaders, {
    associationId,
    name: shift.eventName,
    shiftTitle: shift.title,
    maxVolunteer: shift.maxVolunteer,
    start: shift.start,
    end: new Date(shift.start.getTime() + 2 * 3600_000),
  });
  await acceptedOnShift(request, adminHeaders, volunteer, shiftId);
  return { adminHeaders, associationId, eventId, shiftId };
}
