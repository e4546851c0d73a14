import { useMutation } from '@apollo/client/react';
import { RegisterDocument, type RegisterInput } from '../../gql/graphql';

/** Creates the account (and, on the administrator path, its association). */
export function useRegisterMutation() {
  const [mutate, state] = useMutation(RegisterDocument);
  const register = async (input: RegisterInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('Risposta vuota');
    return data.register;
  };
  return [register, state] as const;
}
