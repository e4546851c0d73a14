import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { setNavigator } from './app/navigation';
import { appRoutes } from './routes';

/** The value of #root's `data-prerendered` in the 404 document (build/prerender.mjs). */
const NOT_FOUND_MARK = '*';

export function createAppRouter(routes: RouteObject[] = appRoutes) {
  const router = createBrowserRouter(routes);
  // The Apollo error link navigates through the router, without a full page load.
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}

/**
 * Whether #root holds the prerendered markup of this very address (build/prerender.mjs writes
 * the path it rendered into `data-prerendered`): the documents the server sends for the public
 * screens do, index.html (also what the service worker answers every navigation with) does not.
 * A query string may change the screen (`/registration?id_association=`), and the prerender had
 * none.
 */
export function isPrerenderedFor(
  container: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  routes: RouteObject[] = appRoutes,
): boolean {
  const mark = container.dataset.prerendered;
  if (!mark || location.search) return false;
  if (mark === NOT_FOUND_MARK) return matchRoutes(routes, location) === null;
  return mark === location.pathname;
}

/**
 * Loads the lazy layout and page of the address before the router is created, as react-router
 * prescribes for hydrating lazy routes: the router then starts initialized and its first render
 * is the screen, as prerendered, instead of its HydrateFallback.
 */
export async function resolveLazyMatches(
  location: Pick<Location, 'pathname'>,
  routes: RouteObject[] = appRoutes,
): Promise<void> {
  const lazy = (matchRoutes(routes, location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      const module = await load();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
