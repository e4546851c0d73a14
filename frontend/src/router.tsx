import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { setNavigator } from './app/navigation';
import { SHELL_MARK } from './layout/FirstScreen';
import { appRoutes } from './routes';

/** The value of #root's `data-prerendered` in the 404 document (build/prerender.mjs). */
const NOT_FOUND_MARK = '*';

/**
 * The app's router. Made on demand, not on import: it runs the first address's loaders at once,
 * and they start the screen's request with the client boot.tsx has set by then.
 */
export function createAppRouter(routes: RouteObject[] = appRoutes) {
  const router = createBrowserRouter(routes);
  // The Apollo error link navigates through the router, without a full page load.
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}

/**
 * What #root holds for this very address (build/prerender.mjs writes what it rendered into
 * `data-prerendered`): `page`, the prerendered markup of a public screen (or of the 404);
 * `shell`, the signed-in frame, which is the router's first render there too (FirstScreen, while
 * the route's modules load); null for index.html, which is also what the service worker answers
 * every navigation with. A query string may change a screen (`/registration?id_association=`),
 * and the prerender had none: the server never sends a prerendered document with one.
 */
export function prerenderedFor(
  container: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  routes: RouteObject[] = appRoutes,
): 'page' | 'shell' | null {
  const mark = container.dataset.prerendered;
  if (!mark || location.search) return null;
  const matches = matchRoutes(routes, location);
  if (mark === NOT_FOUND_MARK) return matches === null ? 'page' : null;
  if (mark === SHELL_MARK) return matches?.some((m) => m.route.lazy) ? 'shell' : null;
  return mark === location.pathname ? 'page' : null;
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
