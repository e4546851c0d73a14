import type { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createCache } from '../app/cache';
import { i18n } from '../app/i18n';
import { theme } from '../app/theme';
import { ToastHost } from '../components/Toast';

export interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Start address, e.g. '/registration?id_association=7' */
  route?: string;
  /** Addresses visited before `route` (so that going back has somewhere to go) */
  history?: string[];
  /** Route pattern the element is mounted at */
  path?: string;
  /** Further routes (targets of navigation) */
  routes?: RouteObject[];
  /** The app's cache configuration by default (type policies, pagination) */
  cache?: InMemoryCache;
}

export interface RenderWithRouterResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  cache: InMemoryCache;
}

/** Renders `ui` inside a memory router, Apollo's MockedProvider, the theme, i18n and the toast. */
export function renderWithProviders(
  ui: React.ReactElement,
  {
    mocks = [],
    route = '/',
    history = [],
    path = '/',
    routes = [],
    cache = createCache(),
  }: RenderOptions = {},
): RenderWithRouterResult {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ToastHost />
            <OutletHost />
          </>
        ),
        children: [{ path, element: ui }, ...routes],
      },
    ],
    { initialEntries: [...history, route] },
  );
  const result = render(
    <MockedProvider mocks={mocks} cache={cache}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </MockedProvider>,
  );
  return { ...result, router, cache };
}

function OutletHost() {
  return <Outlet />;
}

/** Target page for navigation assertions. */
export function routeStub(path: string, text: string): RouteObject {
  return { path, element: <p>{text}</p> };
}
