import { useMutation } from '@apollo/client/react';
import { RequestToVolunteerDocument } from '../../gql/graphql';
import { dropAssociationLists } from './associationListsCache';

/** Asks to become a volunteer: the request is pending and the association is followed too. */
export function useRequestToVolunteerMutation() {
  const [mutate, state] = useMutation(RequestToVolunteerDocument, {
    context: { toastErrors: true },
    update: (cache) => dropAssociationLists(cache, ['FOLLOWED']),
  });
  const request = async (associationId: number) => {
    const { data } = await mutate({ variables: { input: { associationId } } });
    return data?.requestToVolunteer;
  };
  return [request, state] as const;
}
