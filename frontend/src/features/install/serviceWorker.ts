import { NAVIGATE_MESSAGE } from '../push/pushPayload';

/** Where vite-plugin-pwa writes the service worker built from src/sw.ts. */
export const SERVICE_WORKER_URL = '/sw.js';

let registering: Promise<ServiceWorkerRegistration | undefined> | null = null;

export function isServiceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Registers the service worker (production builds only: boot.tsx calls it behind
 * `import.meta.env.PROD`), once the page has loaded so it never competes with the first render.
 * `navigate` receives the in-app path a clicked push notification points to.
 */
export function registerServiceWorker(navigate: (path: string) => void): void {
  if (!isServiceWorkerSupported() || registering) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (
      data?.type === NAVIGATE_MESSAGE &&
      typeof data.url === 'string' &&
      data.url.startsWith('/')
    ) {
      navigate(data.url);
    }
  });
  registering = new Promise((resolve) => {
    const register = () => {
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: '/' })
        .then(resolve, (error: unknown) => {
          console.error('Service worker non registrato', error);
          resolve(undefined);
        });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  });
}

/**
 * The app's service worker registration once it has an active worker (push subscriptions need
 * one), or `undefined` where there is none (no support, a development server, a failed
 * registration).
 */
export async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!isServiceWorkerSupported()) return undefined;
  const registration = await (registering ?? navigator.serviceWorker.getRegistration());
  if (!registration) return undefined;
  return registration.active ? registration : navigator.serviceWorker.ready;
}
