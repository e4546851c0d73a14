import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { Observable, of, throwError } from 'rxjs';
import { parse, type DocumentNode } from 'graphql';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import * as generated from '../gql/graphql';
import manifest from '../gql/persisted-documents.json';
import {
  CheckInDocument,
  LoginDocument,
  MeDocument,
  RegisterDocument,
  UnreadNotificationCountDocument,
} from '../gql/graphql';
import { createApolloClient, createTransport, persistedHash } from './apollo';
import { createCache } from './cache';
import { toastVar } from './clientState';
import { setNavigator } from './navigation';

type Result = ApolloLink.Result;

function transportReturning(respond: () => Observable<Result>) {
  const calls: ApolloLink.Operation[] = [];
  const link = new ApolloLink((operation) => {
    calls.push(operation);
    return respond();
  });
  return { link, calls };
}

function graphQLError(code: string, message = 'Errore'): Result {
  return { errors: [{ message, extensions: { code } }] };
}

function serverError(status: number): ServerError {
  return new ServerError('Errore HTTP', {
    response: new Response('{}', { status }),
    bodyText: '{}',
  });
}

function signIn() {
  window.localStorage.setItem('accessToken', 'token-1');
  window.localStorage.setItem('name', 'Anna');
  window.localStorage.setItem('surname', 'Rossi');
  window.localStorage.setItem('admin', 'true');
  window.localStorage.setItem('imageProfile', '/media/1');
}

const SESSION_KEYS = ['accessToken', 'name', 'surname', 'admin', 'imageProfile'];

let navigate: jest.Mock;

beforeEach(() => {
  navigate = jest.fn();
  setNavigator(navigate);
  toastVar({ open: false, message: '', type: 'error' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  setNavigator(null);
  jest.restoreAllMocks();
});

describe('error link (spec §8)', () => {
  it('UNAUTHENTICATED clears the session, redirects to /login and says the session expired', async () => {
    signIn();
    const { link } = transportReturning(() => of(graphQLError('UNAUTHENTICATED')));
    const client = createApolloClient(link);

    await expect(client.query({ query: MeDocument })).rejects.toBeDefined();

    SESSION_KEYS.forEach((key) => expect(window.localStorage.getItem(key)).toBeNull());
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(toastVar()).toEqual({ open: true, message: 'Sessione scaduta!', type: 'error' });
  });

  it('keeps the first reason a session ended: the screen’s next operations, without a token, add no toast', async () => {
    signIn();
    const { link } = transportReturning(() => of(graphQLError('UNAUTHENTICATED')));
    const client = createApolloClient(link);

    await expect(client.query({ query: MeDocument })).rejects.toBeDefined();
    navigate.mockClear();
    // another operation of the same screen, after the session was cleared
    await expect(
      client.query({ query: UnreadNotificationCountDocument, fetchPolicy: 'network-only' }),
    ).rejects.toThrow('Esegui il login!');

    expect(toastVar().message).toBe('Sessione scaduta!');
    expect(navigate).not.toHaveBeenCalled();

    // signed in again, a later end is told again
    signIn();
    await expect(
      client.query({ query: MeDocument, fetchPolicy: 'network-only' }),
    ).rejects.toBeDefined();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('a device disconnected from another one is told so, not that its session expired', async () => {
    signIn();
    const { link } = transportReturning(() =>
      of({
        errors: [
          {
            message: 'Questo dispositivo è stato disconnesso: accedi di nuovo',
            extensions: { code: 'UNAUTHENTICATED', key: 'auth.session_ended' },
          },
        ],
      }),
    );
    const client = createApolloClient(link);

    await expect(client.query({ query: MeDocument })).rejects.toBeDefined();

    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(toastVar()).toEqual({
      open: true,
      message: 'Questo dispositivo è stato disconnesso: accedi di nuovo',
      type: 'error',
    });
  });

  it('an HTTP 401 is handled like UNAUTHENTICATED', async () => {
    signIn();
    const { link } = transportReturning(() => throwError(() => serverError(401)));
    const client = createApolloClient(link);

    await expect(client.query({ query: MeDocument })).rejects.toBeDefined();

    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(toastVar().message).toBe('Sessione scaduta!');
  });

  it('FORBIDDEN (or 403) goes to / with "Non hai i permessi!" and keeps the session', async () => {
    signIn();
    const { link } = transportReturning(() => of(graphQLError('FORBIDDEN')));
    const client = createApolloClient(link);

    await expect(client.query({ query: MeDocument })).rejects.toBeDefined();

    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(toastVar().message).toBe('Non hai i permessi!');
    expect(window.localStorage.getItem('accessToken')).toBe('token-1');

    const http403 = createApolloClient(
      transportReturning(() => throwError(() => serverError(403))).link,
    );
    navigate.mockClear();
    await expect(http403.query({ query: MeDocument })).rejects.toBeDefined();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('leaves FORBIDDEN to a screen that tells a refusal itself (the dashboard guard)', async () => {
    signIn();
    const { link } = transportReturning(() => of(graphQLError('FORBIDDEN')));
    const client = createApolloClient(link);

    await expect(
      client.query({ query: MeDocument, context: { refusalHandled: true } }),
    ).rejects.toBeDefined();

    expect(navigate).not.toHaveBeenCalled();
    expect(toastVar().open).toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBe('token-1');
  });

  it('a session ending on the check-in page of a QR code comes back to it after the login (issue 22)', async () => {
    signIn();
    window.history.pushState({}, '', '/check-in/9?code=AbC123');
    const { link } = transportReturning(() => of(graphQLError('UNAUTHENTICATED')));
    const client = createApolloClient(link);

    await expect(
      client.mutate({
        mutation: CheckInDocument,
        variables: { input: { shiftId: 9, code: 'AbC123' } },
      }),
    ).rejects.toBeDefined();

    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fcheck-in%2F9%3Fcode%3DAbC123', {
      replace: true,
    });
    window.history.pushState({}, '', '/');
  });

  it('a check-in refused (wrong code, not accepted) is the page’s to tell: no redirect to Home', async () => {
    signIn();
    const { link } = transportReturning(() => of(graphQLError('FORBIDDEN', 'Codice non valido')));
    const client = createApolloClient(link);

    await expect(
      client.mutate({
        mutation: CheckInDocument,
        variables: { input: { shiftId: 9, code: 'sbagliato' } },
        context: { refusalHandled: true },
      }),
    ).rejects.toBeDefined();

    expect(navigate).not.toHaveBeenCalled();
    expect(toastVar().open).toBe(false);
  });

  it('an authenticated operation without a token never leaves the browser', async () => {
    const { link, calls } = transportReturning(() => of({ data: { me: null } }));
    const client = createApolloClient(link);

    await expect(client.query({ query: MeDocument })).rejects.toThrow('Esegui il login!');

    expect(calls).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(toastVar().message).toBe('Esegui il login');
  });

  it('public operations run without a token', async () => {
    const { link, calls } = transportReturning(() =>
      of({
        data: { register: { __typename: 'RegistrationPayload', email: 'a@b.it', message: 'ok' } },
      }),
    );
    const client = createApolloClient(link);
    const input = {
      name: 'A',
      surname: 'B',
      email: 'a@b.it',
      password: 'Segreta1!',
      phone: '3331234567',
      birthDate: '1990-01-01',
      acceptTerms: true,
      acceptPrivacy: true,
      preferences: [],
    };

    await client.mutate({ mutation: RegisterDocument, variables: { input } });

    expect(calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a refused login (public) is left to the form: no redirect, no toast', async () => {
    const { link } = transportReturning(() =>
      of(graphQLError('UNAUTHENTICATED', 'E-mail o password non corretti')),
    );
    const client = createApolloClient(link);

    await expect(
      client.mutate({
        mutation: LoginDocument,
        variables: { input: { email: 'a@b.it', password: 'x' } },
      }),
    ).rejects.toThrow('E-mail o password non corretti');

    expect(navigate).not.toHaveBeenCalled();
    expect(toastVar().open).toBe(false);
  });

  it('network failures and 500 show "Errore, riprova più tardi"', async () => {
    signIn();
    const offline = createApolloClient(
      transportReturning(() => throwError(() => new TypeError('Failed to fetch'))).link,
    );
    await expect(offline.query({ query: MeDocument })).rejects.toBeDefined();
    expect(toastVar().message).toBe('Errore, riprova più tardi');

    toastVar({ open: false, message: '', type: 'error' });
    const failing = createApolloClient(
      transportReturning(() => throwError(() => serverError(500))).link,
    );
    await expect(failing.query({ query: MeDocument })).rejects.toBeDefined();
    expect(toastVar().message).toBe('Errore, riprova più tardi');
    expect(window.localStorage.getItem('accessToken')).toBe('token-1');
  });

  it('other errors toast the server message unless the screen shows them itself', async () => {
    signIn();
    const { link } = transportReturning(() =>
      of(graphQLError('CONFLICT', 'Hai già chiesto di unirti ai volontari')),
    );
    const client = createApolloClient(link);

    await expect(
      client.query({ query: UnreadNotificationCountDocument, context: { toastErrors: true } }),
    ).rejects.toBeDefined();
    expect(toastVar()).toEqual({
      open: true,
      message: 'Hai già chiesto di unirti ai volontari',
      type: 'error',
    });

    toastVar({ open: false, message: '', type: 'error' });
    await expect(
      client.query({
        query: UnreadNotificationCountDocument,
        fetchPolicy: 'network-only',
      }),
    ).rejects.toBeDefined();
    expect(toastVar().open).toBe(false);
  });
});

describe('HTTP transport', () => {
  it('sends the bearer token and Accept-Language it', async () => {
    signIn();
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(
      async () =>
        new Response(JSON.stringify({ data: { unreadNotificationCount: 2 } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = createApolloClient(createTransport(fetchMock));

    const { data } = await client.query({ query: UnreadNotificationCountDocument });

    expect(data?.unreadNotificationCount).toBe(2);
    const init = fetchMock.mock.calls[0][1];
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('accept-language')).toBe('it');
    expect(fetchMock.mock.calls[0][0]).toBe('/graphql');
  });
});

describe('persisted operations', () => {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  const NOT_FOUND = {
    errors: [
      { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    ],
  };
  type Body = { query?: string; operationName?: string; extensions?: Record<string, unknown> };

  /** A server that answers `data`, or NOT_FOUND to a hash when `knows` says so. */
  function server(data: unknown, knows = true) {
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Body;
      return json(body.query === undefined && !knows ? NOT_FOUND : { data });
    });
    const bodies = () =>
      fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Body);
    return { fetchMock, bodies };
  }

  it("sends a query of the app's documents as its hash, without the text", async () => {
    signIn();
    const { fetchMock, bodies } = server({ unreadNotificationCount: 2 });
    const client = createApolloClient(createTransport(fetchMock));

    const { data } = await client.query({ query: UnreadNotificationCountDocument });

    expect(data?.unreadNotificationCount).toBe(2);
    expect(bodies()).toEqual([
      {
        operationName: 'UnreadNotificationCount',
        variables: {},
        // Apollo Client 4 also names itself (clientLibrary)
        extensions: expect.objectContaining({
          persistedQuery: {
            version: 1,
            sha256Hash: persistedHash(UnreadNotificationCountDocument),
          },
        }),
      },
    ]);
    expect(manifest).toHaveProperty([persistedHash(UnreadNotificationCountDocument)!]);
  });

  it('sends a mutation as its hash too', async () => {
    const { fetchMock, bodies } = server({
      login: { __typename: 'LoginPayload', accessToken: 't', user: null },
    });
    const client = createApolloClient(createTransport(fetchMock));

    await client.mutate({
      mutation: LoginDocument,
      variables: { input: { email: 'a@b.it', password: 'x' } },
    });

    expect(bodies()[0]).not.toHaveProperty('query');
    expect(bodies()[0].extensions?.persistedQuery).toEqual({
      version: 1,
      sha256Hash: persistedHash(LoginDocument),
    });
  });

  it('sends the text after PERSISTED_QUERY_NOT_FOUND, and only texts from then on', async () => {
    signIn();
    const { fetchMock, bodies } = server({ unreadNotificationCount: 1 }, false);
    const client = createApolloClient(createTransport(fetchMock));

    const first = await client.query({ query: UnreadNotificationCountDocument });
    await client.query({ query: UnreadNotificationCountDocument, fetchPolicy: 'network-only' });

    expect(first.data?.unreadNotificationCount).toBe(1);
    const sent = bodies();
    expect(sent).toHaveLength(3);
    expect(sent[0]).not.toHaveProperty('query');
    for (const body of sent.slice(1)) {
      expect(body.query).toMatch(/query UnreadNotificationCount/);
      expect(body).not.toHaveProperty('extensions.persistedQuery');
    }
    // the text the server would have run for the hash
    expect(printExecutableGraphQLDocument(parse(sent[1].query!))).toBe(
      manifest[persistedHash(UnreadNotificationCountDocument) as keyof typeof manifest],
    );
  });

  it('sends a document without a hash as its text', async () => {
    signIn();
    const { fetchMock, bodies } = server({ unreadNotificationCount: 3 });
    const client = createApolloClient(createTransport(fetchMock));

    await client.query({ query: parse('query Other { unreadNotificationCount }') });

    expect(bodies()[0].query).toMatch(/query Other/);
    expect(bodies()[0]).not.toHaveProperty('extensions.persistedQuery');
  });

  it('has no mutation with more than one root field', () => {
    // the manifest's text is normalized (fields sorted): root mutation fields run in the order
    // written, which the server, running the manifest's text, would not keep
    for (const text of Object.values(manifest))
      for (const definition of parse(text).definitions)
        if (definition.kind === 'OperationDefinition' && definition.operation === 'mutation')
          expect([definition.name?.value, definition.selectionSet.selections.length]).toEqual([
            definition.name?.value,
            1,
          ]);
  });

  it("holds under each document's hash the text the client would send for it", () => {
    const cache = createCache();
    const documents = Object.values(generated).filter(
      (value): value is DocumentNode =>
        typeof value === 'object' &&
        value !== null &&
        persistedHash(value as DocumentNode) !== undefined,
    );
    expect(documents.length).toBe(Object.keys(manifest).length);
    for (const document of documents)
      expect(printExecutableGraphQLDocument(cache.transformDocument(document))).toBe(
        manifest[persistedHash(document) as keyof typeof manifest],
      );
  });
});
