import type { ApolloCache, Reference } from '@apollo/client';
import { storeFieldArgs } from '../../app/cache';
import type { MembershipStatus } from '../../gql/graphql';

function listOf(storeFieldName: string): { associationId: unknown; status: MembershipStatus } {
  const args = storeFieldArgs(storeFieldName);
  const status = typeof args.status === 'string' ? (args.status as MembershipStatus) : 'ACCEPTED';
  return { associationId: args.associationId, status };
}

/** Takes a membership out of the association's stored lists with that status. */
export function removeFromVolunteerLists(
  cache: ApolloCache,
  associationId: number,
  status: MembershipStatus,
  membershipId: number,
): void {
  cache.modify({
    fields: {
      volunteers(existing: readonly Reference[], { storeFieldName, readField }) {
        const list = listOf(storeFieldName);
        if (list.associationId !== associationId || list.status !== status) return existing;
        return existing.filter((ref) => readField<number>('id', ref) !== membershipId);
      },
    },
  });
}

/** Forgets the association's stored lists with that status (fetched again when shown). */
export function dropVolunteerLists(
  cache: ApolloCache,
  associationId: number,
  status: MembershipStatus,
): void {
  cache.modify({
    fields: {
      volunteers(existing: readonly Reference[], { storeFieldName, DELETE }) {
        const list = listOf(storeFieldName);
        return list.associationId === associationId && list.status === status ? DELETE : existing;
      },
    },
  });
}

/** One pending request fewer on the association's badges (the live counters confirm it). */
export function decrementVolunteerRequests(cache: ApolloCache, associationId: number): void {
  const id = cache.identify({ __typename: 'DashboardCounters', associationId });
  if (!id) return;
  cache.modify({
    id,
    fields: {
      numberVolunteerRequests: (count: number) => Math.max(0, count - 1),
    },
  });
}
