/**
 * Paths the server answers itself, never the single-page app: the service worker leaves their
 * navigations to the network (sw.ts) and the dev server proxies them (vite.config.ts). A page the
 * server renders (the unsubscribe link of a mail, a calendar feed opened in the browser) must be in
 * this list, or a browser with the app installed shows the app's 404 instead.
 */
export const SERVER_PATHS: readonly RegExp[] = [
  /^\/graphql(\/|$)/,
  /^\/api(\/|$)/,
  /^\/media(\/|$)/,
  /^\/healthz$/,
  /^\/unsubscribe(\/|$)/,
  // the calendar feed; /calendar itself is the app's calendar page
  /^\/calendar\/[^/]+\.ics$/,
];

export const isServerPath = (pathname: string): boolean =>
  SERVER_PATHS.some((path) => path.test(pathname));
