import { useMutation } from '@apollo/client/react';
import { DecideVolunteerRequestDocument } from '../../gql/graphql';
import {
  decrementVolunteerRequests,
  dropVolunteerLists,
  removeFromVolunteerLists,
} from './volunteerListsCache';

/**
 * Accepts or rejects a pending request. The row leaves the requests, the badge goes down, and an
 * accepted volunteer appears in the volunteers list (fetched again).
 */
export function useDecideVolunteerRequestMutation(associationId: number) {
  const [mutate, state] = useMutation(DecideVolunteerRequestDocument, {
    update: (cache, { data }) => {
      const volunteer = data?.decideVolunteerRequest;
      if (!volunteer) return;
      removeFromVolunteerLists(cache, associationId, 'WAITING', volunteer.id);
      decrementVolunteerRequests(cache, associationId);
      if (volunteer.status === 'ACCEPTED') dropVolunteerLists(cache, associationId, 'ACCEPTED');
    },
  });
  const decide = async (membershipId: number, accept: boolean) => {
    const { data } = await mutate({ variables: { input: { membershipId, accept } } });
    return data?.decideVolunteerRequest;
  };
  return [decide, state] as const;
}
