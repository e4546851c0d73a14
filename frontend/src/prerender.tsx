/**
 * The server render of the public screens, run once at build time (`vite build --ssr`, then
 * build/prerender.mjs): each address is rendered through the same route table, providers and
 * styles as the browser's first render (boot.tsx), so the document paints the screen before any
 * script has run and the client hydrates it (docs/performance.md, "Prerendered public screens").
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './app/AppProviders';
import { i18n } from './app/i18n';
import { AppShell } from './layout/AppShell';
import { ShellSkeleton } from './layout/ShellSkeleton';
import type { RouteHandle } from './layout/routeHandle';
import { appRoutes } from './routes';

export interface PrerenderedPage {
  /** the markup of #root */
  html: string;
  /** styled-components' <style> element with the rules of that markup */
  styles: string;
  /** the tab title the page sets once it runs (DocumentTitle) */
  title: string;
  /** 200, or 404 for an unknown address */
  status: number;
}

/** The public screens render without data: no request can leave the build. */
function offlineClient(): ApolloClient {
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
}

function titleOf(handle: RouteHandle | undefined, status: number): string {
  const app = i18n.t('app.name');
  if (status === 404) return `${i18n.t('error_page.title')} · ${app}`;
  return handle ? `${i18n.t(handle.titleKey)} · ${app}` : app;
}

export async function prerender(path: string, routes: RouteObject[] = appRoutes) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`${path} answers ${context.status} ${context.headers.get('Location') ?? ''}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    // the same tree as boot.tsx renders (StrictMode, providers, router): useId and the order of
    // the styled components must come out the same on both sides
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders client={offlineClient()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
    return {
      html,
      styles: sheet.getStyleTags(),
      title: titleOf(handle, context.statusCode),
      status: context.statusCode,
    } satisfies PrerenderedPage;
  } finally {
    sheet.seal();
  }
}

/**
 * The signed-in frame (ShellSkeleton), drawn for every address of the signed-in area: what the
 * router's first render shows there while the route's modules load (FirstScreen).
 */
export function prerenderShell(): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    // the providers of boot.tsx; the router adds no element around its HydrateFallback
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders client={offlineClient()}>
            <ShellSkeleton />
          </AppProviders>
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), title: i18n.t('app.name'), status: 200 };
  } finally {
    sheet.seal();
  }
}

/** The full paths of the routes inside the signed-in layout (AppShell), as routes.tsx nests them. */
export async function signedInPaths(routes: RouteObject[] = appRoutes): Promise<string[]> {
  const paths: string[] = [];
  const walk = async (list: RouteObject[], parent: string, inShell: boolean) => {
    for (const route of list) {
      const path = route.path ? join(parent, route.path) : parent;
      // only the layouts are looked at (a page's module is never loaded here)
      const layout = !route.children
        ? null
        : (route.Component ??
          (typeof route.lazy === 'function' ? (await route.lazy()).Component : null));
      const shell = inShell || layout === AppShell;
      if (route.children) await walk(route.children, path, shell);
      else if (shell && (route.path || route.index)) paths.push(path);
    }
  };
  await walk(routes, '', false);
  return paths;
}

function join(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}
