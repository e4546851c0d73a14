import { useMutation } from '@apollo/client/react';
import { RemoveVolunteerDocument } from '../../gql/graphql';
import { removeFromVolunteerLists } from './volunteerListsCache';

/** Removes a volunteer from the association (after the confirm modal). */
export function useRemoveVolunteerMutation(associationId: number) {
  const [mutate, state] = useMutation(RemoveVolunteerDocument, {
    update: (cache, { data }) => {
      const removed = data?.removeVolunteer;
      if (removed) removeFromVolunteerLists(cache, associationId, 'ACCEPTED', removed.id);
    },
  });
  const remove = async (membershipId: number) => {
    const { data } = await mutate({ variables: { input: { membershipId } } });
    return data?.removeVolunteer;
  };
  return [remove, state] as const;
}
