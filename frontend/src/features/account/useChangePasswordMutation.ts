import { useMutation } from '@apollo/client/react';
import { startSession } from '../../app/session';
import { ChangePasswordDocument, type ChangePasswordInput } from '../../gql/graphql';

/**
 * Changes the password. Tokens issued before the change are refused by the server, so the fresh
 * token of the answer replaces the stored one.
 */
export function useChangePasswordMutation() {
  const [mutate, state] = useMutation(ChangePasswordDocument);
  const changePassword = async (input: ChangePasswordInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('Risposta vuota');
    startSession(data.changePassword.accessToken, data.changePassword.user);
    return data.changePassword;
  };
  return [changePassword, state] as const;
}
