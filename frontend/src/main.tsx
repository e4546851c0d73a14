// first: the browser's install prompt fires once, early, and is kept for "Installa app"
import './features/install/installPrompt';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import './app/i18n';
import { registerServiceWorker } from './features/install/serviceWorker';
import { setLoaderClient } from './app/screenQuery';
import { createAppRouter } from './router';

const client = createApolloClient();
// route loaders start each screen's request with this client (before the router's first match)
setLoaderClient(client);
const router = createAppRouter();

// the installable app and Web Push (vite-plugin-pwa builds /sw.js for production only)
if (import.meta.env.PROD) {
  registerServiceWorker((path) => void router.navigate(path));
}

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
