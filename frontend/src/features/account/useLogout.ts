import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../../app/session';
import { forgetThisDevice } from '../push/forgetThisDevice';

/**
 * Unsubscribes this browser from the user's pushes, clears the stored session and the cached data
 * of the user, then shows /login.
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await forgetThisDevice(client);
    clearSession();
    await client.clearStore();
    navigate('/login', { replace: true });
  }, [client, navigate]);
}
