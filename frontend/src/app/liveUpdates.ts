import { makeVar } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { useEffect, useEffectEvent } from 'react';

/**
 * Live updates after the session changed under them. The server closes every socket of an ended
 * session with 4401 (a password change ends the old session on purpose and hands this browser a
 * token of a new one), and graphql-ws treats 4401 as final. So: when the socket was refused and a
 * different token has been stored since, the subscriptions start again (on a new socket, which
 * reads the new token). The close and the new token arrive in either order.
 */
export const liveEpochVar = makeVar(0);

let refusedToken: string | null | undefined;

/** The socket opened with `token` was closed by the server with 4401/4403. */
export function socketRefused(token: string | null, storedToken: string | null): void {
  refusedToken = token;
  resumeIfTokenChanged(storedToken);
}

/** A token was stored (login, password change): resume if the last socket was refused. */
export function resumeIfTokenChanged(storedToken: string | null): void {
  if (refusedToken === undefined || !storedToken || storedToken === refusedToken) return;
  refusedToken = undefined;
  liveEpochVar(liveEpochVar() + 1);
}

/** A number that changes when the live subscriptions must start again (an effect dependency). */
export function useLiveEpoch(): number {
  return useReactiveVar(liveEpochVar);
}

/** Restarts a `useSubscription` when live updates resume. */
export function useRestartOnResume(restart: () => void): void {
  const epoch = useLiveEpoch();
  // restart is a new function on each render; only the epoch decides when it runs
  const onResume = useEffectEvent(restart);
  useEffect(() => {
    if (epoch > 0) onResume();
  }, [epoch]);
}
