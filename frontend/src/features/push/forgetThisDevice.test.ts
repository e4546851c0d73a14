import type { ApolloClient } from '@apollo/client';
import { forgetThisDevice } from './forgetThisDevice';

function browserWith(subscription: { endpoint: string; unsubscribe: jest.Mock } | null) {
  Object.defineProperty(window, 'PushManager', {
    configurable: true,
    value: function PushManager() {},
  });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: function Notification() {},
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: jest.fn(async () => ({
        pushManager: { getSubscription: jest.fn(async () => subscription) },
      })),
    },
  });
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
});

const clientWith = (mutate: jest.Mock) => ({ mutate }) as unknown as ApolloClient;

describe('forgetThisDevice (logout)', () => {
  it("removes this browser's subscription on the server, then unsubscribes it", async () => {
    const unsubscribe = jest.fn(async () => true);
    browserWith({ endpoint: 'https://push.example/abc', unsubscribe });
    const mutate = jest.fn(async () => ({ data: { unregisterDevice: true } }));
    await forgetThisDevice(clientWith(mutate));
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { input: { endpoint: 'https://push.example/abc' } } }),
    );
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('still unsubscribes the browser when the server cannot be reached', async () => {
    const unsubscribe = jest.fn(async () => true);
    browserWith({ endpoint: 'https://push.example/abc', unsubscribe });
    await forgetThisDevice(clientWith(jest.fn(async () => Promise.reject(new Error('offline')))));
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('does nothing without a subscription or without push support', async () => {
    browserWith(null);
    const mutate = jest.fn();
    await forgetThisDevice(clientWith(mutate));
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    await forgetThisDevice(clientWith(mutate));
    expect(mutate).not.toHaveBeenCalled();
  });
});
