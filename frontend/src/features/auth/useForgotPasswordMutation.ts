import { useMutation } from '@apollo/client/react';
import { ForgotPasswordDocument } from '../../gql/graphql';

/** Asks for the reset mail; the server answers the same whether the address exists or not. */
export function useForgotPasswordMutation() {
  const [mutate, state] = useMutation(ForgotPasswordDocument);
  const requestReset = async (email: string) => {
    const { data } = await mutate({ variables: { input: { email } } });
    return data?.forgotPassword.message ?? '';
  };
  return [requestReset, state] as const;
}
