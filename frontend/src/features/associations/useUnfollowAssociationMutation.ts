import { useMutation } from '@apollo/client/react';
import { UnfollowAssociationDocument } from '../../gql/graphql';
import { removeFromAssociationLists } from './associationListsCache';

/** Stops following (after the confirm modal); the association leaves the "followed" lists. */
export function useUnfollowAssociationMutation() {
  const [mutate, state] = useMutation(UnfollowAssociationDocument, {
    context: { toastErrors: true },
    update: (cache, { data }) => {
      if (data) removeFromAssociationLists(cache, data.unfollowAssociation.id, ['FOLLOWED']);
    },
  });
  const unfollow = async (associationId: number) => {
    const { data } = await mutate({ variables: { input: { associationId } } });
    return data?.unfollowAssociation;
  };
  return [unfollow, state] as const;
}
