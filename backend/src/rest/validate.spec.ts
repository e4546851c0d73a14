import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import express, { type Router } from 'express';
import { SHIFT_COLORS } from '@insieme/schema';
import { unauthenticated } from '../common/app-error';
import type { Services } from '../platform/services';
import { restErrorHandler } from './errors';
import type { JsonSchema } from './openapi';
import { routerOf, type Route, type RouterOptions } from './route';
import { restDocument, restRoutes } from './router';
import { INT32_MAX } from './schemas';
import { fromText, hasControlCharacter, schemaTypes } from './validate';

const document = restDocument('http://insieme.test');
const routes = restRoutes();

/** The routes' router with test stand-ins (no services: the handlers here do not reach them). */
const routerFor = (list: Route[], options: Partial<RouterOptions> = {}) =>
  routerOf(list, {
    services: {} as Services,
    components: document.components.schemas,
    authenticate: async () => undefined,
    maxUploadBytes: 1024,
    ...options,
  });

/** Every `$ref` string anywhere under `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [v] : refsIn(v),
  );
}

function resolvePointer(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object'
          ? (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
          : undefined,
      document,
    );
}

/** Every schema node reachable from `schema` (through local refs), each once. */
function schemaNodes(schema: unknown, seen = new Set<unknown>()): JsonSchema[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as JsonSchema;
  const children: unknown[] = [];
  if (typeof node.$ref === 'string') children.push(resolvePointer(node.$ref));
  for (const key of ['properties', 'patternProperties'])
    if (node[key]) children.push(...Object.values(node[key] as object));
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'])
    if (Array.isArray(node[key])) children.push(...(node[key] as unknown[]));
  for (const key of ['items', 'additionalProperties', 'not'])
    if (node[key] && typeof node[key] === 'object') children.push(node[key]);
  return [node, ...children.flatMap((c) => schemaNodes(c, seen))];
}

/** The schemas a request is checked against: parameters and bodies of every operation. */
const requestSchemas = routes.flatMap(({ method, path, operation }) => [
  ...(operation.parameters ?? []).map((p) => ({
    where: `${method} ${path} ${p.name}`,
    schema: p.schema,
  })),
  ...Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => ({
    where: `${method} ${path} ${type}`,
    schema: media.schema,
  })),
]);

/** METHOD /path of every route the router serves (Express ':id' written '{id}'), in order. */
function servedRoutes(router: Router): string[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: unknown };
  return (router as unknown as { stack: Layer[] }).stack.flatMap((layer) => {
    if (!layer.route) {
      // a nested router would hide routes from this check: keep the router flat
      expect((layer.handle as { stack?: unknown }).stack).toBeUndefined();
      return [];
    }
    const path = layer.route.path.replace(/:(\w+)/g, '{$1}');
    return Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${path}`);
  });
}

/** METHOD /path of every operation of the document. */
const documentedOperations = (): string[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the OpenAPI document is a complete, self-consistent contract', () => {
  it('resolves every $ref', () => {
    const refs = [...new Set(refsIn(document))];
    expect(refs.length).toBeGreaterThan(5);
    expect(refs.filter((ref) => resolvePointer(ref) === undefined)).toEqual([]);
  });

  it('declares the schemas the operations use (Event, Shift, ShiftInput, Association, Volunteer…)', () => {
    expect(Object.keys(document.components.schemas).sort()).toEqual(
      ['Association', 'Event', 'EventType', 'Message', 'Shift', 'ShiftInput', 'Volunteer'].sort(),
    );
  });

  it('is valid JSON Schema throughout (strict ajv compiles every response and component)', () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    addFormats(ajv);
    ajv.addKeyword('components');
    ajv.addKeyword('x-message-key');
    ajv.addSchema({ components: document.components }, 'openapi');
    const rebased = (schema: unknown) =>
      JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi#/'));
    for (const { operation } of routes)
      for (const response of Object.values(operation.responses))
        for (const media of Object.values(response.content ?? {}))
          expect(() =>
            ajv.compile(rebased((media as { schema: JsonSchema }).schema)),
          ).not.toThrow();
  });

  it('compiles a validator for every route (and refuses to build for an unvalidated input)', () => {
    expect(() => routerFor(routes, { eager: true })).not.toThrow();
    const unvalidated = (operation: Partial<Route['operation']>): Route => ({
      method: 'post',
      path: '/x',
      operation: { summary: 'x', tags: [], responses: {}, ...operation } as Route['operation'],
      handle: async () => undefined,
    });
    const header = unvalidated({
      parameters: [{ name: 'h', in: 'header', schema: { type: 'string' } }],
    } as unknown as Partial<Route['operation']>);
    expect(() => routerFor([header], { eager: true })).toThrow(/not validated/);
    const text = unvalidated({
      requestBody: { content: { 'text/plain': { schema: { type: 'string' } } } },
    });
    expect(() => routerFor([text], { eager: true })).toThrow(/not validated/);
    // lazily: nothing is compiled before a request asks
    expect(() => routerFor([header])).not.toThrow();
  });

  it('serves exactly the documented operations: no route without a contract', () => {
    const served = servedRoutes(routerFor(routes));
    expect([...served].sort()).toEqual(documentedOperations().sort());
  });

  it('orders the routes most specific first across domains (a literal segment before a parameter)', () => {
    const served = servedRoutes(routerFor(routes)).map((r) => r.split(' ')[1]);
    const misordered = served.flatMap((earlier, i) =>
      served.slice(i + 1).flatMap((later) => {
        const [a, b] = [earlier.split('/'), later.split('/')];
        // where the two paths part, a parameter must not come before a literal segment
        const k = a.findIndex((segment, n) => segment !== b[n]);
        return k >= 0 && k < b.length && a[k].startsWith('{') && !b[k].startsWith('{')
          ? [`${earlier} before ${later}`]
          : [];
      }),
    );
    expect(misordered).toEqual([]);
    // declared by two modules: attendance's correction and shifts' sign-up
    expect(served.indexOf('/user-shift/attendance/{id_user_shift}')).toBeLessThan(
      served.indexOf('/user-shift/{idShift}'),
    );
  });

  it('bounds every request string and every id', () => {
    const nodes = requestSchemas.flatMap(({ where, schema }) =>
      schemaNodes(schema).map((node) => ({ where, node })),
    );
    const unboundedStrings = nodes.filter(
      ({ node }) =>
        schemaTypes(node).includes('string') &&
        node.format !== 'binary' &&
        node.enum === undefined &&
        typeof node.maxLength !== 'number',
    );
    expect(unboundedStrings.map((n) => n.where)).toEqual([]);
    const integers = nodes.filter(({ node }) => schemaTypes(node).includes('integer'));
    expect(integers.length).toBeGreaterThan(20);
    expect(
      integers.filter(({ node }) => !((node.maximum as number) <= INT32_MAX)).map((n) => n.where),
    ).toEqual([]);
  });
});

describe('text rules', () => {
  it.each([
    ['a\u0000b', true],
    ['\u0007', true],
    ['\u001b[31m', true],
    ['\u007f', true],
    ['\u0085', true],
    ['riga 1\nriga 2\r\n\tfine', false],
    ['Caffè ☕ 🇮🇹', false],
  ])('%j has a control character: %p', (value, expected) => {
    expect(hasControlCharacter(value)).toBe(expected);
  });

  it.each<[string, JsonSchema, unknown]>([
    ['12', { type: 'integer' }, 12],
    ['-3', { type: 'integer' }, -3],
    ['1e3', { type: 'integer' }, '1e3'],
    ['0x10', { type: 'integer' }, '0x10'],
    [' 1', { type: 'integer' }, ' 1'],
    ['true', { type: 'boolean' }, true],
    ['0', { type: 'boolean' }, false],
    ['yes', { type: 'boolean' }, 'yes'],
    ['12', { type: 'string' }, '12'],
    ['true', { type: ['boolean', 'string'] }, 'true'],
  ])('reads the text %j as %j for %j', (text, schema, expected) => {
    expect(fromText(text, schema)).toEqual(expected);
  });
});

describe('the middleware, over HTTP', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.use(express.json({ limit: '1mb' }));
    // the declared routes, each handler a stand-in answering the validated input it receives
    const echoes = routes.map<Route>((r) => ({
      ...r,
      handle: async (input, { res }) => {
        res.json(input);
      },
    }));
    app.use(
      routerFor(echoes, {
        // a stand-in: any "Bearer" header is a user
        authenticate: async (req, _res, mode) => {
          if (mode === 'required' && !req.headers.authorization) throw unauthenticated();
        },
      }),
    );
    app.use(restErrorHandler);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const auth = { authorization: 'Bearer x' };
  async function send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = auth,
  ) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body instanceof FormData) init.body = body;
    else if (typeof body === 'string') {
      init.body = body;
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await fetch(`${base}${path}`, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it.each([
    ['/event/2147483648', 'validation.unknown_choice'],
    ['/event/0', 'validation.unknown_choice'],
    ['/event/-1', 'validation.unknown_choice'],
    ['/event/abc', 'validation.unknown_choice'],
    ['/event/1e3', 'validation.unknown_choice'],
    ['/event/1.5', 'validation.unknown_choice'],
    ['/event/%00', 'validation.unknown_choice'],
    ['/event?search=%00', 'validation.invalid_characters'],
    ['/event?search=a%1Bb', 'validation.invalid_characters'],
    ['/event?limit=abc', 'validation.invalid_request'],
    ['/event?limit=0', 'validation.invalid_request'],
    ['/event?favourite=yes', 'validation.invalid_request'],
    ['/event?favourite=true&favourite=false', 'validation.invalid_request'],
    ['/waiting-volunteer?id_association=2147483648', 'validation.unknown_choice'],
    ['/waiting-volunteer', 'validation.unknown_choice'],
    [`/event?search=${'x'.repeat(101)}`, 'validation.max_length'],
  ])('refuses GET %s with 400 %s', async (path, key) => {
    const result = await send('GET', path);
    expect(result).toMatchObject({ status: 400, body: { key, message: expect.any(String) } });
  });

  it('gives handlers typed values with the documented defaults', async () => {
    expect((await send('GET', '/event/2147483647')).body.params).toEqual({ id: 2147483647 });
    expect((await send('GET', '/event?favourite=true&search=pane')).body.query).toEqual({
      favourite: true,
      search: 'pane',
      limit: 50,
    });
    expect((await send('GET', '/event/association/7?only_active=false&limit=')).body.query).toEqual(
      { only_active: false, limit: 5 },
    );
    // undeclared query parameters are not passed on
    expect((await send('GET', '/event?x[y]=1&foo=bar')).body.query).toEqual({ limit: 50 });
  });

  it('is strict on JSON body types (no coercion) and reports the field', async () => {
    for (const [body, field] of [
      [{ id_association: 1, name: { a: 1 } }, 'name'],
      [{ id_association: 1, description: [1, 2] }, 'description'],
      [{ id_association: 1, shifts: 'not a list' }, 'shifts'],
      [{ id_association: '1' }, 'id_association'],
      [{ id_association: 2147483648 }, 'id_association'],
      [{ id_association: 1.5 }, 'id_association'],
      [{ id_association: 1, public: 1 }, 'public'],
      [{ id_association: 1, topics: '1,2147483648' }, 'topics'],
      [{ id_association: 1, topics: '1,,2' }, 'topics'],
      [{ id_association: 1, topics: [1, 0] }, 'topics[1]'],
      [{ id_association: 1, shifts: [{ max_volunteer: 2147483648 }] }, 'shifts[0].max_volunteer'],
      [{ id_association: 1, shifts: [{ color: 5 }] }, 'shifts[0].color'],
      [{ id_association: 1, name: 'a\u0000b' }, 'name'],
      [{}, 'id_association'],
    ] as const) {
      const result = await send('POST', '/event', body);
      expect({ body, status: result.status, field: result.body.field }).toEqual({
        body,
        status: 400,
        field,
      });
    }
    expect(
      (await send('POST', '/event', { name: 'x'.repeat(41), id_association: 1 })).body,
    ).toMatchObject({
      key: 'validation.max_length',
      field: 'name',
      message: 'Massimo 40 caratteri',
    });
    expect(
      (await send('POST', '/event', { id_association: 1, shifts: [{ color: 7 }] })).body.key,
    ).toBe('validation.color_not_valid');
  });

  it('keeps the legacy lenient forms and fills the shift defaults', async () => {
    const result = await send('POST', '/event', {
      id_association: 1,
      public: 'true',
      topics: '1, 2',
      event_types: [3],
      day_repetition: '0,6',
      unknown: { dropped: true },
      shifts: [{ title: null, start_datetime: '01/02/2030 10:00' }],
    });
    expect(result.status).toBe(200);
    expect(result.body.body).toEqual({
      id_association: 1,
      public: 'true',
      topics: '1, 2',
      event_types: [3],
      day_repetition: '0,6',
      shifts: [
        {
          title: null,
          start_datetime: '01/02/2030 10:00',
          color: SHIFT_COLORS[0],
          max_volunteer: 1,
          open_subscription: false,
        },
      ],
    });
  });

  it.each([
    ['null', 'a JSON null'],
    ['[1,2]', 'an array'],
    ['"text"', 'a string'],
    ['{"id_association":', 'malformed JSON'],
  ])('refuses a body that is %s (%s) with 400', async (raw) => {
    const result = await send('POST', '/event', raw);
    expect(result.status).toBe(400);
    expect(result.body.message).toEqual(expect.any(String));
  });

  it('refuses a body of a type the operation does not take', async () => {
    const result = await send('POST', '/event-like', 'id_event=1', {
      ...auth,
      'content-type': 'text/plain',
    });
    expect(result).toMatchObject({ status: 400, body: { field: 'content-type' } });
  });

  it('bounds the registration language to its column', async () => {
    const base = {
      name: 'A',
      surname: 'B',
      email: 'a@b.it',
      password: 'x',
      tel: '1234567890',
      birth_date: '1990-01-01',
    };
    expect((await send('POST', '/auth/registration', { ...base, language: 'it-IT' })).status).toBe(
      200,
    );
    expect(
      (await send('POST', '/auth/registration', { ...base, language: 'italiano' })).body,
    ).toMatchObject({ key: 'validation.not_valid', field: 'language' });
    expect((await send('POST', '/auth/registration', base)).body.body).toMatchObject({
      language: 'it',
      accept_terms: true,
      accept_privacy: true,
    });
  });

  it('reads multipart text fields like a query, and refuses bracket and repeated fields', async () => {
    const form = (entries: [string, string][]) => {
      const data = new FormData();
      for (const [k, v] of entries) data.append(k, v);
      return data;
    };
    const ok = await send(
      'PUT',
      '/user',
      form([
        ['name', 'Rita'],
        ['preferences', '1,2'],
        ['remove_image', 'true'],
      ]),
    );
    expect(ok.body.body).toEqual({ name: 'Rita', preferences: '1,2', remove_image: 'true' });
    for (const entries of [
      [['name[a]', '1']],
      [['foo[a]', '1']],
      [['preferences[]', '1']],
      [
        ['name', 'a'],
        ['name', 'b'],
      ],
      [['name', 'a\u0000b']],
    ] as [string, string][][]) {
      const result = await send('PUT', '/association/1', form(entries));
      expect({ entries, status: result.status }).toEqual({ entries, status: 400 });
    }
  });

  it('refuses a text part in a binary field (photos) with the Italian 400, not a silent success', async () => {
    const png = new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' });
    const asFile = new FormData();
    asFile.append('photos', png, 'a.png');
    expect((await send('POST', '/photo-event/1', asFile)).status).toBe(200);
    for (const value of ['not a file', '']) {
      const asText = new FormData();
      asText.append('photos', value);
      expect(await send('POST', '/photo-event/1', asText)).toEqual({
        status: 400,
        body: {
          key: 'validation.invalid_request',
          field: 'photos',
          message: 'Richiesta non valida: controlla i dati inviati e riprova',
        },
      });
    }
  });

  it('checks the token as the operation documents it, before reading the body', async () => {
    expect((await send('POST', '/event', { name: { a: 1 } }, {})).status).toBe(401);
    expect((await send('GET', '/association/info', undefined, {})).status).toBe(200);
    expect((await send('GET', '/event-type', undefined, {})).status).toBe(200);
  });

  it('answers 404 for what the document does not describe (path or method)', async () => {
    const notFound = {
      status: 404,
      body: { message: expect.any(String), key: 'common.not_found' },
    };
    expect(await send('GET', '/nothing-here')).toEqual(notFound);
    expect(await send('PATCH', '/event/1')).toEqual(notFound);
    expect(await send('POST', '/openapi.json')).toEqual(notFound);
    expect(await send('GET', '/event/1/nothing')).toEqual(notFound);
  });
});
