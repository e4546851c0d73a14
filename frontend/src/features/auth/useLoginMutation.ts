import { useMutation } from '@apollo/client/react';
import { startSession } from '../../app/session';
import { LoginDocument, type LoginInput } from '../../gql/graphql';

/** Signs in and stores the session of spec §3 (token, name, surname, admin, image). */
export function useLoginMutation() {
  const [mutate, state] = useMutation(LoginDocument);
  const login = async (input: LoginInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('Risposta vuota');
    startSession(data.login.accessToken, data.login.user);
    return data.login;
  };
  return [login, state] as const;
}
