/** Server answers for the event and shift screens' tests (typename included: the cache normalises). */
import type { SignUpStatus } from '../gql/graphql';

export function shiftSummary(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Shift' as const,
    id,
    eventId: 4,
    title: `Turno ${id}`,
    description: '',
    color: '#1d4ed8',
    startDate: '2030-06-01T08:00:00.000Z',
    endDate: '2030-06-01T10:00:00.000Z',
    maxVolunteer: 3,
    openSubscription: false,
    availableSpots: 3,
    iAmSubscribed: false,
    mySignUp: null as SignUpStatus | null,
    terminated: false,
    waitlistCount: 0,
    waitlistPosition: null as number | null,
    waitlistOfferExpiresAt: null as string | null,
    ...overrides,
  };
}

export function eventCard(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Event' as const,
    id,
    associationId: 2,
    name: `Evento ${id}`,
    address: 'Via Roma 1, Torino, TO',
    startDate: '2030-06-01T08:00:00.000Z',
    endDate: '2030-06-01T16:00:00.000Z',
    isPublic: true,
    isAdmin: false,
    archived: false,
    terminated: false,
    photos: [] as { __typename: 'EventPhoto'; id: number; url: string }[],
    association: {
      __typename: 'AssociationSummary' as const,
      id: 2,
      name: 'Croce Verde',
    },
    ...overrides,
  };
}

export function eventDetail(id: number, overrides: Record<string, unknown> = {}) {
  return {
    ...eventCard(id),
    description: 'Una giornata insieme.',
    street: 'Via Roma 1',
    town: 'Torino',
    province: 'TO',
    isLike: false,
    numberLike: 0,
    topics: [] as { __typename: 'Topic'; id: number; name: string }[],
    eventTypes: [] as { __typename: 'EventType'; id: number; name: string }[],
    shifts: [shiftSummary(1, { eventId: id })],
    ...overrides,
  };
}

export function photo(id: number) {
  return { __typename: 'EventPhoto' as const, id, url: `/media/${id}` };
}

export function eventConnection(
  nodes: ReturnType<typeof eventCard>[],
  { hasNextPage = false, totalCount }: { hasNextPage?: boolean; totalCount?: number } = {},
) {
  return {
    __typename: 'EventConnection' as const,
    edges: nodes.map((node) => ({ __typename: 'EventEdge' as const, cursor: `e${node.id}`, node })),
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      endCursor: nodes.length ? `e${nodes[nodes.length - 1].id}` : null,
    },
    totalCount: totalCount ?? nodes.length,
  };
}

export function signUp(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ShiftSignUp' as const,
    id,
    shiftId: 1,
    eventId: 4,
    associationId: 2,
    userId: 100 + id,
    name: `Nome${id}`,
    surname: `Cognome${id}`,
    imageUrl: null as string | null,
    eventName: 'Festa di primavera',
    shiftTitle: 'Turno 1',
    shiftStart: '2030-06-01T08:00:00.000Z',
    shiftEnd: '2030-06-01T10:00:00.000Z',
    status: 'WAITING',
    requestedAt: '2030-05-01T10:00:00.000Z',
    fromWaitlist: false,
    ...overrides,
  };
}

export function shiftPerson(userId: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ShiftVolunteer' as const,
    userId,
    name: `Nome${userId}`,
    surname: `Cognome${userId}`,
    imageUrl: null as string | null,
    phone: null as string | null,
    email: null as string | null,
    ...overrides,
  };
}

export function calendarEvent(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Event' as const,
    id,
    associationId: 2,
    name: `Evento ${id}`,
    address: 'Via Roma 1, Torino, TO',
    startDate: '2030-06-03T08:00:00.000Z',
    endDate: '2030-06-03T16:00:00.000Z',
    terminated: false,
    association: { __typename: 'AssociationSummary' as const, id: 2, name: 'Croce Verde' },
    shifts: [] as unknown[],
    ...overrides,
  };
}

export function calendarShift(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Shift' as const,
    id,
    eventId: 4,
    title: `Turno ${id}`,
    color: '#1d4ed8',
    startDate: '2030-06-03T08:00:00.000Z',
    endDate: '2030-06-03T10:00:00.000Z',
    availableSpots: 2,
    mySignUp: null as SignUpStatus | null,
    ...overrides,
  };
}

/**
 * The viewer's place in association 2 (`MyMembership`): the event and shift screens bring it as
 * the event's `organiser` (the sign-up control of a members-only shift reads it); the dashboard
 * guard asks it (`ViewerMembership`).
 */
export function membership(
  overrides: { iAmVolunteer?: boolean; iAmWaiting?: boolean; iAmAdmin?: boolean } = {},
  id = 2,
) {
  return {
    __typename: 'Association' as const,
    id,
    iAmVolunteer: true,
    iAmWaiting: false,
    iAmAdmin: false,
    ...overrides,
  };
}
