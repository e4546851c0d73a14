import type { DocumentNode } from 'graphql';

/**
 * A screen's one request, started by the entry (main.tsx) from the address and the stored
 * session, before the app's code has arrived — on a slow phone the code takes a second or more
 * to download and run, and the route's loader (app/screenQuery.ts) would only start the request
 * then. The answer waits here until Apollo sends the same operation with the same variables
 * (the loader's, a moment later): the link in app/apollo.ts takes it instead of asking again.
 * Light on purpose: the entry imports this module and nothing of React or Apollo.
 */

/** A screen the entry can ask for: its route, its query and how the address gives its variables. */
export interface EarlyScreen {
  /** the route's path, as in routes.tsx: literal segments and `:params` */
  path: string;
  document: DocumentNode;
  variables: (params: Record<string, string>, search: URLSearchParams) => object | null;
}

interface Pending {
  operationName: string;
  variables: string;
  result: Promise<unknown>;
  startedAt: number;
}

/**
 * The answer is for the screen the app opens on; if nothing asked for it by then (the app was
 * sent elsewhere first), a later visit of the same screen asks afresh.
 */
const KEPT_MS = 30_000;

let pending: Pending | undefined;

/** `/event/:idEvent` against `/event/12` → `{ idEvent: '12' }`; null when it does not match. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(have[i]);
    else if (segment !== have[i]) return null;
  }
  return params;
}

/** The operation's name and the hash the server knows it by (codegen's persisted documents). */
function operationOf(document: DocumentNode): { name: string; hash: string } | null {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  const definition = document.definitions[0];
  const name = definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
  return typeof hash === 'string' && name ? { name, hash } : null;
}

/** Variables in one text whatever the order of their keys. */
function canonical(variables: object): string {
  return JSON.stringify(variables, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * Starts the request of the first screen whose route matches the address, with the headers
 * app/apollo.ts sends; nothing without a session. The answer is kept for `takeEarlyScreenData`.
 */
export function startEarlyScreenData(
  screens: readonly EarlyScreen[],
  location: Pick<Location, 'pathname' | 'search' | 'href'>,
  token: string | null,
  fetchImpl: typeof fetch = fetch,
): void {
  pending = undefined;
  if (!token) return;
  for (const screen of screens) {
    const params = matchRoute(screen.path, location.pathname);
    if (!params) continue;
    const variables = screen.variables(params, new URLSearchParams(location.search));
    const operation = operationOf(screen.document);
    if (!variables || !operation) return;
    const result = fetchImpl('/graphql', {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'content-type': 'application/json',
        'Accept-Language': 'it',
        'Page-Request': location.href,
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        operationName: operation.name,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } },
      }),
    }).then((response) => response.json() as Promise<unknown>);
    // nobody may ask for it (the loader found no session after all): never an unhandled rejection
    result.catch(() => undefined);
    pending = {
      operationName: operation.name,
      variables: canonical(variables),
      result,
      startedAt: Date.now(),
    };
    return;
  }
}

/**
 * The answer of the request the entry started, once, if it is this operation with these
 * variables; undefined otherwise (the caller asks as usual).
 */
export function takeEarlyScreenData(
  operationName: string,
  variables: object,
): Promise<unknown> | undefined {
  if (!pending) return undefined;
  if (Date.now() - pending.startedAt > KEPT_MS) {
    pending = undefined;
    return undefined;
  }
  if (pending.operationName !== operationName || pending.variables !== canonical(variables))
    return undefined;
  const { result } = pending;
  pending = undefined;
  return result;
}
