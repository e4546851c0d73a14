import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IsDeviceRegisteredDocument,
  PushPublicKeyDocument,
  RegisterDeviceDocument,
  UnregisterDeviceDocument,
} from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PushSwitch } from './PushSwitch';
import { PUSH_SERVICE_TIMEOUT_MS, PushTimeoutError, withinTimeout } from './pushTimeout';

type Mock = MockLink.MockedResponse;

const ENDPOINT = 'https://push.example.org/send/abc';
const KEYS = { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' };
// 65 bytes, URL-safe base64, as web-push generates them
const VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => { endpoint: string; keys: typeof KEYS };
  unsubscribe: jest.Mock<Promise<boolean>, []>;
}

function fakeSubscription(): FakeSubscription {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: jest.fn(async () => true),
  };
}

interface Browser {
  subscription: FakeSubscription | null;
  subscribe: jest.Mock;
  requestPermission: jest.Mock<Promise<NotificationPermission>, []>;
  notification: { permission: NotificationPermission };
}

/** A browser with the Push API: a service worker registration, a PushManager and Notification. */
function installBrowser(permission: NotificationPermission, subscribed: boolean): Browser {
  const browser: Browser = {
    subscription: subscribed ? fakeSubscription() : null,
    subscribe: jest.fn(),
    requestPermission: jest.fn(),
    notification: { permission },
  };
  browser.subscribe.mockImplementation(async () => {
    browser.subscription = fakeSubscription();
    return browser.subscription;
  });
  const registration = {
    active: {},
    pushManager: {
      getSubscription: async () => browser.subscription,
      subscribe: browser.subscribe,
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => registration,
      ready: Promise.resolve(registration),
    },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function () {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return browser.notification.permission;
      },
      requestPermission: browser.requestPermission,
    },
  });
  return browser;
}

function removeBrowser() {
  for (const [target, key] of [
    [navigator, 'serviceWorker'],
    [window, 'PushManager'],
    [window, 'Notification'],
  ] as const) {
    if (Object.prototype.hasOwnProperty.call(target, key)) {
      delete (target as unknown as Record<string, unknown>)[key];
    }
  }
}

function signIn() {
  window.localStorage.setItem('accessToken', 'token-1');
}

const registered = (value: boolean): Mock => ({
  request: { query: IsDeviceRegisteredDocument, variables: { endpoint: ENDPOINT } },
  result: { data: { isDeviceRegistered: value } },
});

const publicKey: Mock = {
  request: { query: PushPublicKeyDocument },
  result: { data: { pushPublicKey: VAPID_KEY } },
};

function renderSwitch(mocks: Mock[] = [], timeoutMs?: number) {
  return renderWithProviders(
    <ul>
      <li>
        <PushSwitch timeoutMs={timeoutMs} />
      </li>
    </ul>,
    { mocks },
  );
}

const pushSwitch = () => screen.getByRole('switch', { name: /Notifiche push/ });

afterEach(() => {
  removeBrowser();
  jest.restoreAllMocks();
});

describe('PushSwitch', () => {
  it('where the browser has no Push API, says so and stays disabled', () => {
    signIn();
    renderSwitch();
    expect(pushSwitch()).toBeDisabled();
    expect(pushSwitch()).not.toBeChecked();
    expect(pushSwitch()).toHaveAccessibleDescription('Non disponibili su questo browser.');
  });

  it('without a service worker (development server), is disabled as unsupported', async () => {
    signIn();
    installBrowser('default', false);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined, ready: new Promise(() => undefined) },
    });
    renderSwitch();
    await waitFor(() =>
      expect(pushSwitch()).toHaveAccessibleDescription('Non disponibili su questo browser.'),
    );
    expect(pushSwitch()).toBeDisabled();
  });

  it('is disabled when not signed in', async () => {
    installBrowser('default', false);
    renderSwitch();
    await waitFor(() => expect(pushSwitch()).toHaveAccessibleDescription('Accedi per attivarle.'));
    expect(pushSwitch()).toBeDisabled();
  });

  it('after a reload, is on when this browser is subscribed and registered (check-device)', async () => {
    signIn();
    installBrowser('granted', true);
    renderSwitch([registered(true)]);
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(pushSwitch()).toBeEnabled();
    expect(pushSwitch()).toHaveAccessibleDescription('Attive su questo dispositivo.');
  });

  it('is off when the subscription is not registered to this user', async () => {
    signIn();
    installBrowser('granted', true);
    renderSwitch([registered(false)]);
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).not.toBeChecked();
  });

  it('off → on asks permission, subscribes with the VAPID key and registers the device', async () => {
    const user = userEvent.setup();
    signIn();
    const browser = installBrowser('default', false);
    browser.requestPermission.mockImplementation(async () => {
      browser.notification.permission = 'granted';
      return 'granted';
    });
    const register = jest.fn(() => ({
      data: { registerDevice: { __typename: 'Device', id: 1, endpoint: ENDPOINT } },
    }));
    renderSwitch([
      publicKey,
      {
        request: {
          query: RegisterDeviceDocument,
          variables: { input: { endpoint: ENDPOINT, keys: KEYS } },
        },
        result: register,
      },
    ]);
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).not.toBeChecked();

    await user.click(pushSwitch());

    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    const [options] = browser.subscribe.mock.calls[0] as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    const key = options.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(0x04);
    expect(register).toHaveBeenCalledTimes(1);
    expect(pushSwitch()).toBeEnabled();
  });

  it('is disabled and busy while the change is saved', async () => {
    const user = userEvent.setup();
    signIn();
    installBrowser('granted', false);
    renderSwitch([
      publicKey,
      {
        request: { query: RegisterDeviceDocument, variables: () => true },
        result: { data: { registerDevice: { __typename: 'Device', id: 1, endpoint: ENDPOINT } } },
        delay: 300,
      },
    ]);
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    await user.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toHaveAttribute('aria-busy', 'true'));
    expect(pushSwitch()).toBeDisabled();
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(pushSwitch()).toBeEnabled();
  });

  it('denied permission shows how to unblock notifications and registers nothing', async () => {
    const user = userEvent.setup();
    signIn();
    const browser = installBrowser('default', false);
    browser.requestPermission.mockImplementation(async () => {
      browser.notification.permission = 'denied';
      return 'denied';
    });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const register = jest.fn(() => ({
      data: { registerDevice: { __typename: 'Device', id: 1, endpoint: ENDPOINT } },
    }));
    renderSwitch([
      publicKey,
      {
        request: { query: RegisterDeviceDocument, variables: () => true },
        result: register,
      },
    ]);
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    await user.click(pushSwitch());

    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert.mock.calls[0][0]).toMatch(/bloccate.*impostazioni del browser/s);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).not.toBeChecked();
  });

  it('a failing push service shows an error toast and leaves the switch off', async () => {
    const user = userEvent.setup();
    signIn();
    const browser = installBrowser('granted', false);
    browser.subscribe.mockRejectedValue(new Error('Registration failed - push service error'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSwitch([publicKey]);
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    await user.click(pushSwitch());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile aggiornare le notifiche push',
    );
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).not.toBeChecked();
  });

  it('on → off unsubscribes the browser and unregisters the device', async () => {
    const user = userEvent.setup();
    signIn();
    const browser = installBrowser('granted', true);
    const subscription = browser.subscription!;
    const unregister = jest.fn(() => ({ data: { unregisterDevice: true } }));
    renderSwitch([
      registered(true),
      {
        request: { query: UnregisterDeviceDocument, variables: { input: { endpoint: ENDPOINT } } },
        result: unregister,
      },
    ]);
    await waitFor(() => expect(pushSwitch()).toBeChecked());

    await user.click(pushSwitch());

    await waitFor(() => expect(pushSwitch()).not.toBeChecked());
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(unregister).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).toHaveAccessibleDescription("Ricevi avvisi anche quando l'app è chiusa.");
  });

  it('a push service that never answers: a spinner while subscribing, then after the timeout the message, and the switch is usable again (issue 18)', async () => {
    const user = userEvent.setup();
    signIn();
    const browser = installBrowser('granted', false);
    browser.subscribe.mockImplementation(() => new Promise(() => undefined));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const register = jest.fn(() => ({
      data: { registerDevice: { __typename: 'Device', id: 1, endpoint: ENDPOINT } },
    }));
    // an injected timeout of 200 ms stands for PUSH_SERVICE_TIMEOUT_MS (15 s)
    renderSwitch(
      [
        publicKey,
        { request: { query: RegisterDeviceDocument, variables: () => true }, result: register },
      ],
      200,
    );
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    const spinner = () => pushSwitch().parentElement!.querySelector('span[aria-hidden="true"]');
    expect(spinner()).toBeNull();

    await user.click(pushSwitch());
    await waitFor(() => expect(browser.subscribe).toHaveBeenCalledTimes(1));
    expect(pushSwitch()).toHaveAttribute('aria-busy', 'true');
    expect(pushSwitch()).toBeDisabled();
    expect(spinner()).not.toBeNull();

    // the toast of spec §8 (error, role alert); the toast host outlives a test, so wait for this text
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Il servizio di notifiche del browser non risponde',
      ),
    );
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).not.toBeChecked();
    expect(pushSwitch()).not.toHaveAttribute('aria-busy');
    expect(spinner()).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('waits 15 s by default before giving up', async () => {
    expect(PUSH_SERVICE_TIMEOUT_MS).toBe(15_000);
    jest.useFakeTimers();
    try {
      const late = withinTimeout(new Promise(() => undefined), PUSH_SERVICE_TIMEOUT_MS);
      const outcome = jest.fn();
      late.catch(outcome);
      jest.advanceTimersByTime(14_999);
      await Promise.resolve();
      expect(outcome).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await late.catch(() => undefined);
      expect(outcome).toHaveBeenCalledWith(expect.any(PushTimeoutError));
    } finally {
      jest.useRealTimers();
    }
  });
});
