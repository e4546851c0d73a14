import { useMutation } from '@apollo/client/react';
import { ConfirmRegistrationDocument, ResetPasswordDocument } from '../../gql/graphql';

/** Confirms the address from the mailed link /confirm-registration/{token}. */
export function useConfirmRegistrationMutation() {
  const [mutate] = useMutation(ConfirmRegistrationDocument);
  return async (token: string) => {
    const { data } = await mutate({ variables: { input: { token } } });
    return data?.confirmRegistration.message ?? '';
  };
}

/** From the mailed link /confirm-forget-password/{token}: the server mails a new password. */
export function useResetPasswordMutation() {
  const [mutate] = useMutation(ResetPasswordDocument);
  return async (token: string) => {
    const { data } = await mutate({ variables: { input: { token } } });
    return data?.resetPassword.message ?? '';
  };
}
