/** Server answers for the association screens' tests (typename included: the cache normalises). */

export const FOREVER = Number.POSITIVE_INFINITY;

export function associationProfile(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Association' as const,
    id: 2,
    name: 'Croce Verde',
    description: 'Soccorso e trasporto sanitario dal 1907.',
    address: 'Via Roma 1, Torino, TO',
    street: 'Via Roma 1',
    town: 'Torino',
    province: 'TO',
    siteWeb: 'https://www.croceverde.example',
    messagingChannelUrl: null as string | null,
    dateOfFoundation: '1907-05-12',
    imageUrl: null as string | null,
    followers: 12,
    isFavourite: false,
    iAmVolunteer: false,
    iAmWaiting: false,
    iAmAdmin: false,
    topics: [{ __typename: 'Topic' as const, id: 1, name: 'Salute' }],
    ...overrides,
  };
}

/** The first steps of a dashboard's association; all done (no checklist) unless overridden. */
export function setupChecklist(overrides: Record<string, boolean> = {}) {
  const steps = {
    logoAndDescription: true,
    firstEventWithShift: true,
    volunteersInvited: true,
    messagingChannel: true,
    ...overrides,
  };
  return {
    __typename: 'AssociationSetupChecklist' as const,
    ...steps,
    complete: Object.values(steps).every(Boolean),
  };
}

export function associationTile(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Association' as const,
    id,
    name: `Associazione ${id}`,
    address: `Via ${id}, Milano, MI`,
    imageUrl: null as string | null,
    isFavourite: false,
    followers: id,
    ...overrides,
  };
}

export function connection(
  nodes: ReturnType<typeof associationTile>[],
  { hasNextPage = false, totalCount }: { hasNextPage?: boolean; totalCount?: number } = {},
) {
  return {
    __typename: 'AssociationConnection' as const,
    edges: nodes.map((node) => ({
      __typename: 'AssociationEdge' as const,
      cursor: `c${node.id}`,
      node,
    })),
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      endCursor: nodes.length ? `c${nodes[nodes.length - 1].id}` : null,
    },
    totalCount: totalCount ?? nodes.length,
  };
}

export function volunteer(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Volunteer' as const,
    id,
    associationId: 2,
    userId: 100 + id,
    name: `Nome${id}`,
    surname: `Cognome${id}`,
    email: `persona${id}@example.it`,
    phone: `333000000${id}`,
    imageUrl: null as string | null,
    isAdmin: false,
    isMember: false,
    status: 'ACCEPTED',
    requestedAt: '2025-04-01T10:00:00.000Z',
    ...overrides,
  };
}

export function counters(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'DashboardCounters' as const,
    associationId: 2,
    numberVolunteerRequests: 0,
    numberShiftRequests: 0,
    numberQuestion: 0,
    numberWaitlistOffers: 0,
    ...overrides,
  };
}

export const topics = [1, 2, 3, 4, 5].map((id) => ({
  __typename: 'Topic' as const,
  id,
  name: `Ambito ${id}`,
  imageUrl: null,
}));
