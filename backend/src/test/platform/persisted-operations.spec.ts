import { parse, print, validate } from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { documentHash, readManifest } from '../../graphql/persisted-documents';
import { world, insertEvent, inDays } from '../events/support';
import { startTestApp, type TestApp } from '../test-app';

/**
 * Persisted operations (docs/graphql-limits.md): the web app's documents, named by the hash of
 * frontend/src/gql/persisted-documents.json, run without parse, validation or cost analysis per
 * request, with the same answers as their text; everything else is handled as before.
 */

// counted, not changed: Apollo's pipeline and the guard call these through the module objects
jest.mock('graphql', () => {
  const actual = jest.requireActual('graphql');
  return { ...actual, parse: jest.fn(actual.parse), validate: jest.fn(actual.validate) };
});
jest.mock('graphql-query-complexity', () => {
  const actual = jest.requireActual('graphql-query-complexity');
  return { ...actual, getComplexity: jest.fn(actual.getComplexity) };
});

const manifest = readManifest()!;
/** The manifest entry of the web app's operation `name` (one operation per entry). */
function persisted(name: string): { hash: string; text: string } {
  const entries = Object.entries(manifest).filter(([, text]) =>
    new RegExp(`\\b(query|mutation) ${name}\\b`).test(text),
  );
  if (entries.length !== 1) throw new Error(`${entries.length} manifest entries for ${name}`);
  const [hash, text] = entries[0];
  return { hash, text };
}

let app: TestApp;
let token: string;
let eventId: number;
beforeAll(async () => {
  app = await startTestApp();
  const { association, volunteer } = await world(app);
  token = volunteer.token;
  const { event } = await insertEvent(app, association.id, {
    start: inDays(3),
    end: inDays(3, 12),
  });
  eventId = event.id;
});
afterAll(() => app.stop());

async function post(body: unknown) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const byHash = (hash: string, variables: unknown) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
});

const counts = () => ({
  parse: (parse as jest.Mock).mock.calls.length,
  validate: (validate as jest.Mock).mock.calls.length,
  cost: (getComplexity as jest.Mock).mock.calls.length,
});

function added(before: ReturnType<typeof counts>) {
  const now = counts();
  return {
    parse: now.parse - before.parse,
    validate: now.validate - before.validate,
    cost: now.cost - before.cost,
  };
}

describe('persisted operations', () => {
  it('runs a known hash with the same answer as its text', async () => {
    const { hash, text } = persisted('Event');
    const variables = { id: eventId };

    const named = await post(byHash(hash, variables));
    const sent = await post({ query: text, variables });
    // the text as Apollo Client prints it (not the manifest's normalized form)
    const printed = await post({ query: print(parse(text)), variables });

    expect(named.status).toBe(200);
    expect(named.body.errors).toBeUndefined();
    expect((named.body.data as { event: { id: number } }).event.id).toBe(eventId);
    expect(named).toEqual(sent);
    expect(named).toEqual(printed);
  });

  it('neither parses, validates nor costs a known hash per request; a text is costed each time', async () => {
    const { hash, text } = persisted('ViewerMembership');
    const variables = { id: 1 };

    let before = counts();
    await post(byHash(hash, variables));
    // the cost does not read the variables: computed at the first request, then kept
    expect(added(before)).toEqual({ parse: 0, validate: 0, cost: 1 });
    before = counts();
    for (let i = 0; i < 3; i++) expect((await post(byHash(hash, variables))).status).toBe(200);
    expect(added(before)).toEqual({ parse: 0, validate: 0, cost: 0 });

    // the same operation as another text: parsed and validated once (Apollo's document cache),
    // costed at every request
    const other = `# not the manifest's text\n${print(parse(text))}`;
    before = counts();
    for (let i = 0; i < 3; i++) expect((await post({ query: other, variables })).status).toBe(200);
    expect(added(before)).toEqual({ parse: 1, validate: 1, cost: 3 });
  });

  it('answers an unknown hash PERSISTED_QUERY_NOT_FOUND, never a 5xx', async () => {
    for (const hash of ['0'.repeat(64), 'sha256:nope', '']) {
      const { status, body } = await post(byHash(hash, {}));
      expect(status).toBe(200);
      expect(body).toEqual({
        errors: [
          { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
        ],
      });
    }
  });

  it('checks the variables of a known hash at every request, as for its text', async () => {
    const { hash, text } = persisted('Event');
    for (const variables of [{ id: 'x' }, {}, { id: 2 ** 31 }, [1]]) {
      const named = await post(byHash(hash, variables));
      expect(named.status).toBe(400);
      expect(named).toEqual(await post({ query: text, variables }));
    }
  });

  it('takes a text sent with a hash that is not its own as the text, with its limits', async () => {
    const { hash } = persisted('Event');
    const other = await post({ query: '{ eventTypes { id } }', ...byHash(hash, {}) });
    expect(other.status).toBe(200);
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data).toHaveProperty('eventTypes');

    // a text over the alias limit is refused as it is alone, whatever hash comes with it
    const aliased = `{ ${Array.from({ length: 16 }, (_, i) => `t${i}: eventTypes { id }`).join(' ')} }`;
    const alone = await post({ query: aliased });
    expect(alone.status).toBe(400);
    expect(alone.body.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
    ]);
    expect(await post({ query: aliased, ...byHash(hash, {}) })).toEqual(alone);
  });

  it("still remembers an integrator's text sent with its own hash (Apollo's APQ)", async () => {
    const query = '{ eventTypes { id name } }';
    const hash = documentHash(query);
    expect((await post(byHash(hash, {}))).body.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }),
    ]);
    const registered = await post({ query, ...byHash(hash, {}) });
    expect(registered.body.errors).toBeUndefined();
    expect(await post(byHash(hash, {}))).toEqual(registered);
  });
});
