import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import './app/i18n';
import { router } from './router';

const client = createApolloClient();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
