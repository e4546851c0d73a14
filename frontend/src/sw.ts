/// <reference lib="webworker" />
/**
 * The service worker of the installable app (built by vite-plugin-pwa, `injectManifest` strategy,
 * served as /sw.js):
 * - precaches the built app (workbox fills `self.__WB_MANIFEST` with every hashed asset at build
 *   time) so the shell opens offline and navigations of the SPA fall back to index.html;
 * - leaves the server's own paths (app/serverPaths.ts: /graphql, /api, /media, /unsubscribe, …) to
 *   the network: no route matches them, so the
 *   browser fetches them as if there were no worker (nothing of the API is ever cached);
 * - shows the Web Push notifications the server sends and opens the app where they point.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SERVER_PATHS } from './app/serverPaths';
import { NAVIGATE_MESSAGE, parsePushPayload } from './features/push/pushPayload';

declare const self: ServiceWorkerGlobalScope;

// A new version takes over at once: the precache of the old one is dropped, open pages are
// claimed and get the new assets at their next navigation.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...SERVER_PATHS] }),
);

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: payload.icon,
      badge: '/icons/icon-192.png',
      lang: 'it',
      tag: payload.tag,
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = new URL(typeof data?.url === 'string' ? data.url : '/', self.location.origin);
  // only the app's own pages are opened
  const url = target.origin === self.location.origin ? target : new URL('/', self.location.origin);
  event.waitUntil(openApp(url));
});

/** Focuses an open window of the app and routes it to `url`, or opens a new one there. */
async function openApp(url: URL): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url.href);
    return;
  }
  const focused = await open.focus();
  if (focused.url === url.href) return;
  // the app routes itself, without a reload (see registerServiceWorker's message listener)
  focused.postMessage({ type: NAVIGATE_MESSAGE, url: url.pathname + url.search + url.hash });
}
