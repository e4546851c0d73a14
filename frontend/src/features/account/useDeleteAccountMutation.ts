import { useMutation } from '@apollo/client/react';
import { DeleteAccountDocument } from '../../gql/graphql';
import { useLogout } from './useLogout';

/** Deletes the account at once (irreversible), then ends the session. */
export function useDeleteAccountMutation() {
  const logout = useLogout();
  const [mutate, state] = useMutation(DeleteAccountDocument);
  const deleteAccount = async () => {
    const { data } = await mutate();
    // the deletion ended every session on the server
    await logout({ endSession: false });
    return data?.deleteAccount.message ?? '';
  };
  return [deleteAccount, state] as const;
}
