import { useApolloClient, useMutation, useReactiveVar } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileVar, showToast } from '../../app/clientState';
import { hasAccessToken } from '../../app/session';
import {
  IsDeviceRegisteredDocument,
  PushPublicKeyDocument,
  RegisterDeviceDocument,
  UnregisterDeviceDocument,
} from '../../gql/graphql';
import { activeRegistration } from '../install/serviceWorker';
import { applicationServerKey, isPushSupported, sameKey } from './pushSupport';
import { PUSH_SERVICE_TIMEOUT_MS, PushTimeoutError, withinTimeout } from './pushTimeout';

/** The error link tells the user about the server's refusals (and failures) of these calls. */
const SERVER_CONTEXT = { toastErrors: true } as const;

export type PushAvailability =
  /** no Push API, or no service worker (development server) */
  'unsupported' | 'signed-out' | 'available';

export interface PushSubscriptionState {
  availability: PushAvailability;
  /** This browser is subscribed and registered to the signed-in user */
  enabled: boolean;
  /** Checking, subscribing or unsubscribing */
  busy: boolean;
  setEnabled: (next: boolean) => Promise<void>;
}

/** A failure of the browser's side (permission, push service), not of the server's. */
class BrowserPushError extends Error {
  constructor(
    message: string,
    /** The push service did not answer in time (PUSH_SERVICE_TIMEOUT_MS) */
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/**
 * A step of the browser's side; with `timeoutMs`, one that talks to the push service and is
 * given up after that long.
 */
async function browserStep<T>(step: () => Promise<T>, timeoutMs?: number): Promise<T> {
  try {
    return await (timeoutMs === undefined ? step() : withinTimeout(step(), timeoutMs));
  } catch (error) {
    console.error(error);
    throw new BrowserPushError(
      error instanceof Error ? error.message : String(error),
      error instanceof PushTimeoutError,
    );
  }
}

/**
 * The push switch of spec §4: on subscribes this browser with the server's VAPID key and
 * registers the subscription; off unsubscribes and removes it. The state is the server's answer
 * for this browser's subscription, so it survives a reload.
 */
export function usePushSubscription(
  timeoutMs: number = PUSH_SERVICE_TIMEOUT_MS,
): PushSubscriptionState {
  const { t } = useTranslation();
  const client = useApolloClient();
  // re-read the session when the profile changes (login, logout)
  useReactiveVar(profileVar);
  const signedIn = hasAccessToken();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null | undefined>(
    isPushSupported() ? undefined : null,
  );
  const [enabled, setEnabledState] = useState(false);
  const [checking, setChecking] = useState(isPushSupported());
  const [changing, setChanging] = useState(false);
  const [registerDevice] = useMutation(RegisterDeviceDocument, { context: SERVER_CONTEXT });
  const [unregisterDevice] = useMutation(UnregisterDeviceDocument, { context: SERVER_CONTEXT });

  useEffect(() => {
    if (!isPushSupported()) return;
    let active = true;
    activeRegistration().then(
      (found) => {
        if (active) setRegistration(found ?? null);
      },
      () => {
        if (active) setRegistration(null);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (registration === undefined) return;
    if (!registration || !signedIn) {
      // signing out resets the switch at once; the check below is the same sync with the server
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setEnabledState(false);
      setChecking(false);
      return;
    }
    let active = true;
    setChecking(true);
    (async () => {
      // a push service that does not answer leaves the switch usable (off), not disabled
      const subscription = await withinTimeout(
        registration.pushManager.getSubscription(),
        timeoutMs,
      );
      if (!subscription || Notification.permission !== 'granted') return false;
      const { data } = await client.query({
        query: IsDeviceRegisteredDocument,
        variables: { endpoint: subscription.endpoint },
        fetchPolicy: 'network-only',
      });
      return data?.isDeviceRegistered ?? false;
    })()
      .then(
        (registered) => {
          if (active) setEnabledState(registered);
        },
        (error: unknown) => console.error(error),
      )
      .finally(() => {
        if (active) setChecking(false);
      });
    return () => {
      active = false;
    };
  }, [client, registration, signedIn, timeoutMs]);

  const turnOn = useCallback(
    async (worker: ServiceWorkerRegistration): Promise<boolean> => {
      const permission = await browserStep(() =>
        Notification.permission === 'granted'
          ? Promise.resolve<NotificationPermission>('granted')
          : Notification.requestPermission(),
      );
      if (permission === 'denied') {
        window.alert(t('settings.push_denied'));
        return false;
      }
      // the prompt was dismissed: nothing changes
      if (permission !== 'granted') return false;

      const { data } = await client.query({
        query: PushPublicKeyDocument,
        context: SERVER_CONTEXT,
      });
      if (!data) return false;
      const key = applicationServerKey(data.pushPublicKey);
      const subscription = await browserStep(async () => {
        const current = await worker.pushManager.getSubscription();
        if (current && sameKey(current.options.applicationServerKey, key)) return current;
        await current?.unsubscribe();
        return worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      }, timeoutMs);
      const { keys } = subscription.toJSON();
      await registerDevice({
        variables: {
          input: {
            endpoint: subscription.endpoint,
            keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
          },
        },
      });
      return true;
    },
    [client, registerDevice, t, timeoutMs],
  );

  const turnOff = useCallback(
    async (worker: ServiceWorkerRegistration): Promise<boolean> => {
      const subscription = await browserStep(() => worker.pushManager.getSubscription(), timeoutMs);
      if (!subscription) return false;
      const { endpoint } = subscription;
      await browserStep(() => subscription.unsubscribe(), timeoutMs);
      // this browser receives nothing any more, whatever the server answers
      setEnabledState(false);
      await unregisterDevice({ variables: { input: { endpoint } } });
      return false;
    },
    [timeoutMs, unregisterDevice],
  );

  const setEnabled = useCallback(
    async (next: boolean) => {
      if (!registration || !signedIn || changing) return;
      setChanging(true);
      try {
        setEnabledState(await (next ? turnOn(registration) : turnOff(registration)));
      } catch (error) {
        // the server's errors were shown by the error link
        if (error instanceof BrowserPushError)
          showToast(t(error.timedOut ? 'settings.push_timeout' : 'settings.push_error'), 'error');
        else console.error(error);
      } finally {
        setChanging(false);
      }
    },
    [changing, registration, signedIn, t, turnOff, turnOn],
  );

  const availability: PushAvailability =
    registration === null ? 'unsupported' : signedIn ? 'available' : 'signed-out';

  return {
    availability,
    enabled,
    busy: checking || changing || registration === undefined,
    setEnabled,
  };
}
