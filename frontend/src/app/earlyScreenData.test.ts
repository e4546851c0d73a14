import { matchRoutes } from 'react-router-dom';
import { UnreadNotificationCountDocument } from '../gql/graphql';
import { eventScreen } from '../pages/Event/eventScreen';
import { shiftScreen } from '../pages/Event/shiftScreen';
import { homeScreen } from '../pages/Home/homeScreen';
import { appRoutes } from '../routes';
import { createApolloClient, createTransport, persistedHash } from './apollo';
import {
  matchRoute,
  startEarlyScreenData,
  takeEarlyScreenData,
  type EarlyScreen,
} from './earlyScreenData';
import { EARLY_SCREENS } from './earlyScreens';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const place = (pathname: string, search = '') => ({
  pathname,
  search,
  href: `http://localhost${pathname}${search}`,
});

/** a screen whose query the cache can hold without a whole page's answer */
const BADGE: EarlyScreen = {
  path: '/event/:idEvent',
  document: UnreadNotificationCountDocument,
  variables: () => ({}),
};

afterEach(() => {
  // nothing left for the next test
  startEarlyScreenData([], place('/'), null);
  window.localStorage.clear();
});

describe('the route of an address', () => {
  it.each([
    ['/', '/', {}],
    ['/event/:idEvent', '/event/12', { idEvent: '12' }],
    ['/event/:idEvent/:idShift', '/event/12/3/', { idEvent: '12', idShift: '3' }],
    ['/event/:idEvent', '/event/12/3', null],
    ['/event/:idEvent', '/association/12', null],
    ['/', '/explore', null],
  ])('%s against %s', (pattern, pathname, params) => {
    expect(matchRoute(pattern, pathname)).toEqual(params);
  });
});

describe('the screen request the entry starts', () => {
  it('asks for the event page of the address by its hash, with the session, once', async () => {
    const fetchMock = jest.fn(async (..._args: Parameters<typeof fetch>) => json({ data: {} }));
    startEarlyScreenData(EARLY_SCREENS, place('/event/7'), 'token-1', fetchMock);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('accept-language')).toBe('it');
    expect(headers.get('page-request')).toBe('http://localhost/event/7');
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'EventScreen',
      variables: { id: 7 },
      extensions: {
        persistedQuery: { version: 1, sha256Hash: persistedHash(eventScreen.document) },
      },
    });

    expect(takeEarlyScreenData('EventScreen', { id: 8 })).toBeUndefined();
    expect(takeEarlyScreenData('ShiftScreen', { id: 7 })).toBeUndefined();
    await expect(takeEarlyScreenData('EventScreen', { id: 7 })).resolves.toEqual({ data: {} });
    // once: the next visit of the screen asks as usual
    expect(takeEarlyScreenData('EventScreen', { id: 7 })).toBeUndefined();
  });

  it('matches the variables whatever the order of their keys', () => {
    const fetchMock = jest.fn(async () => json({ data: {} }));
    startEarlyScreenData(EARLY_SCREENS, place('/'), 'token-1', fetchMock);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const variables = homeScreen.variables({}, new URLSearchParams())!;
    const reversed = Object.fromEntries(Object.entries(variables).reverse());
    expect(takeEarlyScreenData('HomeScreen', reversed)).toBeDefined();
  });

  it('forgets an answer nobody asked for in time', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    try {
      startEarlyScreenData(EARLY_SCREENS, place('/event/7'), 'token-1', async () =>
        json({ data: {} }),
      );
      jest.setSystemTime(new Date('2026-11-26T10:00:31Z'));
      expect(takeEarlyScreenData('EventScreen', { id: 7 })).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['without a session', place('/event/7'), null],
    ['for a screen the entry does not start', place('/explore'), 'token-1'],
    ['for an address that names no event', place('/event/abc'), 'token-1'],
  ])('asks nothing %s', (_case, location, token) => {
    const fetchMock = jest.fn(async () => json({ data: {} }));
    startEarlyScreenData(EARLY_SCREENS, location, token, fetchMock);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyScreenData('EventScreen', { id: 7 })).toBeUndefined();
  });

  it('uses the same documents and variables as the routes’ loaders, on routes that exist', () => {
    const screens = [homeScreen, eventScreen, shiftScreen];
    expect(EARLY_SCREENS.map((s) => [s.document, s.variables])).toEqual(
      screens.map((s) => [s.document, s.variables]),
    );
    for (const { path } of EARLY_SCREENS) {
      const address = path.replace(/:\w+/g, '7');
      const matched = matchRoutes(appRoutes, address)?.at(-1)?.route;
      expect(matched?.loader).toBeDefined();
    }
  });
});

describe('Apollo and the early answer', () => {
  beforeEach(() => window.localStorage.setItem('accessToken', 'token-1'));

  it('takes the early answer instead of asking again', async () => {
    const early = jest.fn(async () => json({ data: { unreadNotificationCount: 4 } }));
    startEarlyScreenData([BADGE], place('/event/7'), 'token-1', early);
    const fetchMock = jest.fn(async () => json({ data: { unreadNotificationCount: 9 } }));
    const client = createApolloClient(createTransport(fetchMock));

    const { data } = await client.query({ query: UnreadNotificationCountDocument });

    expect(data?.unreadNotificationCount).toBe(4);
    expect(early).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'names a hash the server does not know',
      async () =>
        json({
          errors: [
            {
              message: 'PersistedQueryNotFound',
              extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
            },
          ],
        }),
    ],
    ['did not come', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('asks as usual when the early answer %s', async (_case, answer) => {
    startEarlyScreenData([BADGE], place('/event/7'), 'token-1', jest.fn(answer));
    const fetchMock = jest.fn(async () => json({ data: { unreadNotificationCount: 9 } }));
    const client = createApolloClient(createTransport(fetchMock));

    const { data } = await client.query({ query: UnreadNotificationCountDocument });

    expect(data?.unreadNotificationCount).toBe(9);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
