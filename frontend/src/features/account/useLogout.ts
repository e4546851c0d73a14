import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession, hasAccessToken } from '../../app/session';
import { LogoutDocument } from '../../gql/graphql';
import { forgetThisDevice } from '../push/forgetThisDevice';

/**
 * Unsubscribes this browser from the user's pushes, ends the session on the server (its token is
 * refused from then on, even if someone copied it), clears the stored session and the cached data
 * of the user, then shows /login. `endSession: false` when the server already ended it (account
 * deleted, "Esci da tutti i dispositivi").
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async ({ endSession = true }: { endSession?: boolean } = {}) => {
      await forgetThisDevice(client);
      if (endSession && hasAccessToken())
        // best effort: offline or already ended, the local sign-out goes on
        await client
          .mutate({ mutation: LogoutDocument, context: { signingOut: true } })
          .catch(() => undefined);
      clearSession();
      await client.clearStore();
      navigate('/login', { replace: true });
    },
    [client, navigate],
  );
}
