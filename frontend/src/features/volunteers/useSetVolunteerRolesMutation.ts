import { useMutation } from '@apollo/client/react';
import { SetVolunteerRolesDocument, type SetVolunteerRolesInput } from '../../gql/graphql';

/**
 * Changes the administrator and member roles independently (an omitted role is kept). The
 * returned Volunteer updates its row; a refusal (e.g. the last administrator) changes nothing.
 */
export function useSetVolunteerRolesMutation() {
  const [mutate, state] = useMutation(SetVolunteerRolesDocument);
  const setRoles = async (input: SetVolunteerRolesInput) => {
    const { data } = await mutate({ variables: { input } });
    return data?.setVolunteerRoles;
  };
  return [setRoles, state] as const;
}
