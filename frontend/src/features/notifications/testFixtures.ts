/** Server answers for the notification and question screens' tests (typenames: the cache normalises). */

export function questionItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Question' as const,
    id,
    associationId: 2,
    question: `Domanda numero ${id}?`,
    askedAt: '2030-06-01T08:00:00.000Z',
    displayed: false,
    answer: null as string | null,
    answeredAt: null as string | null,
    askerName: `Persona ${id}`,
    askerImageUrl: null as string | null,
    ...overrides,
  };
}

export function notificationItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Notification' as const,
    id,
    title: `Avviso ${id}`,
    body: `Testo dell'avviso ${id}`,
    sentAt: '2030-06-01T10:30:00.000Z',
    displayed: false,
    eventId: null as number | null,
    kind: null as string | null,
    shiftId: null as number | null,
    offerState: null as string | null,
    eventName: null as string | null,
    questionId: null as number | null,
    association: {
      __typename: 'AssociationSummary' as const,
      id: 2,
      name: 'Croce Verde',
      imageUrl: null as string | null,
    },
    question: null as ReturnType<typeof questionItem> | null,
    ...overrides,
  };
}

export function sentItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SentNotification' as const,
    id,
    title: `Inviata ${id}`,
    body: `Corpo ${id}`,
    sentAt: '2030-06-01T10:30:00.000Z',
    eventId: null as number | null,
    kind: null as string | null,
    shiftId: null as number | null,
    eventName: null as string | null,
    recipientCount: 5,
    openedCount: 2,
    ...overrides,
  };
}

/** A connection of `nodes` with the given typename prefix (Notification, Question, SentNotification). */
export function connectionOf<N extends { id: number }>(
  type: string,
  nodes: N[],
  { hasNextPage = false }: { hasNextPage?: boolean } = {},
) {
  return {
    __typename: `${type}Connection`,
    edges: nodes.map((node) => ({ __typename: `${type}Edge`, cursor: `c${node.id}`, node })),
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      endCursor: nodes.length ? `c${nodes[nodes.length - 1].id}` : null,
    },
    totalCount: nodes.length,
  };
}

/** window.matchMedia answering `matches` (true: wide screen, > 991 px). */
export function setWideScreen(matches: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
