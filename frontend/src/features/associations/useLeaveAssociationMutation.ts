import { useMutation } from '@apollo/client/react';
import { LeaveAssociationDocument } from '../../gql/graphql';
import { removeFromAssociationLists } from './associationListsCache';

/** Leaves the association; coming back needs a new request and its approval. */
export function useLeaveAssociationMutation() {
  const [mutate, state] = useMutation(LeaveAssociationDocument, {
    context: { toastErrors: true },
    update: (cache, { data }) => {
      if (data) {
        removeFromAssociationLists(cache, data.leaveAssociation.id, ['VOLUNTEER', 'ADMIN']);
      }
    },
  });
  const leave = async (associationId: number) => {
    const { data } = await mutate({ variables: { input: { associationId } } });
    return data?.leaveAssociation;
  };
  return [leave, state] as const;
}
