import { useMutation } from '@apollo/client/react';
import { UpdateAssociationDocument, type UpdateAssociationInput } from '../../gql/graphql';

/** Saves the association; the returned Association replaces the cached one everywhere. */
export function useUpdateAssociationMutation() {
  const [mutate, state] = useMutation(UpdateAssociationDocument);
  const update = async (input: UpdateAssociationInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('Risposta vuota');
    return data.updateAssociation;
  };
  return [update, state] as const;
}
