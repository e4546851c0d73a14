import type { ApolloCache, Reference } from '@apollo/client';
import { storeFieldArgs } from '../../app/cache';
import type { AssociationFilter } from '../../gql/graphql';

interface StoredConnection {
  edges?: readonly { node?: Reference }[];
  totalCount?: number;
}

function filterOf(storeFieldName: string): AssociationFilter {
  const filter = storeFieldArgs(storeFieldName).filter;
  return typeof filter === 'string' ? (filter as AssociationFilter) : 'ALL';
}

/** Takes an association out of the stored lists of these filters (unfollowed, left). */
export function removeFromAssociationLists(
  cache: ApolloCache,
  associationId: number,
  filters: readonly AssociationFilter[],
): void {
  cache.modify({
    fields: {
      associations(value, { storeFieldName, readField }) {
        const existing = value as StoredConnection | undefined;
        if (!filters.includes(filterOf(storeFieldName)) || !existing?.edges) return value;
        const edges = existing.edges.filter(
          (edge) => !edge.node || readField<number>('id', edge.node) !== associationId,
        );
        if (edges.length === existing.edges.length) return value;
        const removed = existing.edges.length - edges.length;
        return {
          ...existing,
          edges,
          ...(typeof existing.totalCount === 'number'
            ? { totalCount: Math.max(0, existing.totalCount - removed) }
            : {}),
        };
      },
    },
  });
}

/**
 * Forgets the stored lists of these filters (an association joined them): a list on screen is
 * fetched again, the others when next shown.
 */
export function dropAssociationLists(
  cache: ApolloCache,
  filters: readonly AssociationFilter[],
): void {
  cache.modify({
    fields: {
      associations(value, { storeFieldName, DELETE }) {
        return filters.includes(filterOf(storeFieldName)) ? DELETE : value;
      },
    },
  });
}
