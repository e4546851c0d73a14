import { NetworkStatus } from '@apollo/client';

/** Page size of the notification, question and sent-notification lists. */
export const PAGE_SIZE = 20;

interface Connection {
  edges: readonly { cursor: string; node: { id: number } }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** "Mostra altri": the next page appended to the one on screen (no duplicates). */
export function appendPage<C extends Connection>(previous: C, next: C): C {
  const seen = new Set(previous.edges.map((edge) => edge.node.id));
  return {
    ...next,
    edges: [...previous.edges, ...next.edges.filter((edge) => !seen.has(edge.node.id))],
  };
}

export function isLoadingMore(networkStatus: NetworkStatus): boolean {
  return networkStatus === NetworkStatus.fetchMore;
}

/** The "Mostra altri" of a master list (MasterDetailPage `more`): null on the last page. */
export function nextPageButton(
  pageInfo: { hasNextPage: boolean } | undefined,
  onClick: () => void,
  networkStatus: NetworkStatus,
): { onClick: () => void; busy: boolean } | null {
  return pageInfo?.hasNextPage ? { onClick, busy: isLoadingMore(networkStatus) } : null;
}
