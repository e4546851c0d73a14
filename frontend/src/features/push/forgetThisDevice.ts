import type { ApolloClient } from '@apollo/client';
import { UnregisterDeviceDocument } from '../../gql/graphql';
import { isPushSupported } from './pushSupport';

/**
 * On logout: this browser must stop receiving the previous user's pushes (a shared computer).
 * Removes the subscription from the server while the session still holds, then unsubscribes the
 * browser. Best effort: a failure here must never keep anyone from logging out.
 */
export async function forgetThisDevice(client: ApolloClient): Promise<void> {
  if (!isPushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await client
      .mutate({
        mutation: UnregisterDeviceDocument,
        variables: { input: { endpoint: subscription.endpoint } },
      })
      .catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    /* nothing to undo: logging out goes on */
  }
}
