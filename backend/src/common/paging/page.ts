/**
 * One page of a list that grows (docs/architecture.md, "Contracts"): what both adapters turn into
 * their shape.
 */
export interface Page<T> {
  nodes: T[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** The largest page any list serves; a larger `first` is clamped, never refused. */
export const MAX_PAGE = 100;

/** Clamps a requested page size into 1…max (GraphQL `first`, REST `limit`). */
export const pageSize = (first: number, max = MAX_PAGE) => Math.min(Math.max(first, 1), max);

/**
 * Cuts the `first + 1` rows a query fetched into a page: the extra row only says there is more.
 * `cursorOf` makes the cursor of the last node (keyset), or `nextCursor` is given (offset).
 */
export function pageOf<T>(
  rows: T[],
  first: number,
  totalCount: number,
  cursor: { of: (last: T) => string } | { next: string },
): Page<T> {
  const nodes = rows.slice(0, first);
  const hasNextPage = rows.length > first;
  const endCursor =
    'of' in cursor
      ? nodes.length
        ? cursor.of(nodes[nodes.length - 1])
        : null
      : hasNextPage
        ? cursor.next
        : null;
  return { nodes, totalCount, hasNextPage, endCursor };
}

/** What a searchable, keyset-paged list is asked for. */
export interface ListArgs {
  search?: string | null;
  first: number;
  after?: string | null;
}
