import type { BenchHttp } from './http';

/** A request measured on its own, before the screens: what the HTTP layer costs per request. */
export interface OverheadProbe {
  label: string;
  /** whose CPU to read: the server's or the HTTP floor's process */
  cpu: 'server' | 'floor';
  run: () => Promise<unknown>;
}

const TYPENAME = JSON.stringify({ query: '{ __typename }' });

/**
 * The cheapest requests, each beside what the bare HTTP floor does for the same work: `/healthz`
 * (one `SELECT 1`) on both, and a GraphQL request that reads nothing (`{ __typename }`, anonymous
 * and signed in, which adds the session check) against a constant answer of the floor. The
 * difference is what Express, its middlewares and Apollo's pipeline cost per request.
 */
export function overheadProbes(
  http: BenchHttp,
  floorHttp: BenchHttp,
  token: string,
): OverheadProbe[] {
  return [
    { label: '/healthz (SELECT 1)', cpu: 'server', run: () => http.request('GET', '/healthz') },
    {
      label: '/healthz · HTTP floor',
      cpu: 'floor',
      run: () => floorHttp.request('GET', '/healthz'),
    },
    {
      label: 'GraphQL { __typename }, anonymous',
      cpu: 'server',
      run: () => http.request('POST', '/graphql', { body: TYPENAME }),
    },
    {
      label: 'GraphQL { __typename }, signed in',
      cpu: 'server',
      run: () => http.request('POST', '/graphql', { body: TYPENAME, token }),
    },
    {
      label: 'constant JSON · HTTP floor',
      cpu: 'floor',
      run: () => floorHttp.request('GET', '/constant'),
    },
  ];
}
