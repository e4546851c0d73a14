import { useMutation } from '@apollo/client/react';
import { setAdminFlag } from '../../app/session';
import { CreateAssociationDocument, type CreateAssociationInput } from '../../gql/graphql';
import { dropAssociationLists } from './associationListsCache';

/**
 * Creates an association with a one-time code. The creator administers it: the admin flag turns
 * on at once (local storage and client state) and the lists it now belongs to are fetched again.
 */
export function useCreateAssociationMutation() {
  const [mutate, state] = useMutation(CreateAssociationDocument, {
    update: (cache) => dropAssociationLists(cache, ['ALL', 'ADMIN', 'VOLUNTEER', 'FOLLOWED']),
  });
  const create = async (input: CreateAssociationInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('Risposta vuota');
    setAdminFlag(true);
    return data.createAssociation;
  };
  return [create, state] as const;
}
