import { useMutation } from '@apollo/client/react';
import { FollowAssociationDocument } from '../../gql/graphql';
import { dropAssociationLists } from './associationListsCache';

/**
 * Follows an association. No optimistic answer (spec §4): the heart and the follower count change
 * when the server's Association is merged into the cache.
 */
export function useFollowAssociationMutation() {
  const [mutate, state] = useMutation(FollowAssociationDocument, {
    context: { toastErrors: true },
    update: (cache) => dropAssociationLists(cache, ['FOLLOWED']),
  });
  const follow = async (associationId: number) => {
    const { data } = await mutate({ variables: { input: { associationId } } });
    return data?.followAssociation;
  };
  return [follow, state] as const;
}
