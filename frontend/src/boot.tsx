/**
 * The app's start: the Apollo client, the saved data of a repeat visit, the router, and React
 * drawing (or taking over) the document. main.tsx imports this module once the browser has drawn
 * the document's first frame.
 */
import type { InMemoryCache } from '@apollo/client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import './app/i18n';
import { registerServiceWorker } from './features/install/serviceWorker';
import { restoreSavedCache, saveWhenHidden } from './app/savedCache';
import { setLoaderClient } from './app/screenQuery';
import { getAccessToken } from './app/session';
import { createAppRouter, prerenderedFor, resolveLazyMatches } from './router';

const client = createApolloClient();
// route loaders start each screen's request with this client (the router is made below)
setLoaderClient(client);

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');

async function start(root: HTMLElement) {
  // The public screens arrive prerendered (build/prerender.mjs): React takes over their markup
  // instead of drawing it again, once their route modules are in (the server announced them
  // with the document). The signed-in addresses arrive with the frame of the app drawn, which
  // is also the router's first render there (FirstScreen). index.html has an empty #root.
  const prerendered = prerenderedFor(root, window.location);
  let hydrate = prerendered !== null;
  // a route module that does not arrive: drawn afresh, the router shows its error as it would
  if (prerendered === 'page')
    hydrate = await resolveLazyMatches(window.location).then(
      () => true,
      () => false,
    );
  // the last data of this session first (a repeat visit draws from it at once), then the router,
  // whose loaders ask for the fresh data (app/savedCache.ts)
  await restoreSavedCache(client.cache as InMemoryCache, getAccessToken());
  saveWhenHidden(client.cache as InMemoryCache, getAccessToken);
  const router = createAppRouter();

  // the installable app and Web Push (vite-plugin-pwa builds /sw.js for production only)
  if (import.meta.env.PROD) {
    registerServiceWorker((path) => void router.navigate(path));
  }

  // the same tree as src/prerender.tsx renders
  const app = (
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, React renders in slices and lets the browser handle input between them:
  // the document is already drawn, so nothing waits for this render to finish in one long task
  // (a slow phone's main thread stays free to answer a tap; Lighthouse's blocking time)
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(root, app);
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}

void start(container);
