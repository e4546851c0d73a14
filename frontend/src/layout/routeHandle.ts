import { useMatches, useSearchParams } from 'react-router-dom';

/** Static data a route gives the shell (react-router `handle`). */
export interface RouteHandle {
  /** i18n key of the page title shown in the header and the document title */
  titleKey: string;
  /**
   * Another title while a query parameter is present: one route serves two screens, e.g.
   * create-event with `?id_event=` is "Modifica evento", not "Crea evento".
   */
  titleKeyWith?: { param: string; titleKey: string };
  /** Back arrow: a path to go to (replacing history) or true for the previous page */
  back?: string | true;
  /**
   * The screen's one query (app/screenQuery.ts), for a layout that waits on its answer: the
   * dashboard's guard reads the viewer's permission from it (features/dashboard/dashboardScreen.ts).
   */
  screen?: unknown;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'titleKey' in value &&
    typeof value.titleKey === 'string'
  );
}

/** Handle of the deepest matched route that has one, its title chosen for the current query. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle;
    if (!isRouteHandle(handle)) continue;
    const variant = handle.titleKeyWith;
    if (variant && searchParams.get(variant.param)) {
      return { ...handle, titleKey: variant.titleKey };
    }
    return handle;
  }
  return undefined;
}
