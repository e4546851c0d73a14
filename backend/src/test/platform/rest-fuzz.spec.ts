/**
 * The guarantee behind the REST contract: every operation /api/openapi.json documents (so also
 * the ones added later) is fuzzed with cases derived from its own schemas — malformed and
 * non-object bodies, wrong types in every field, missing required fields, 1 MB strings, NUL and
 * control characters, out-of-range and non-numeric ids in paths, queries and bodies, bracket and
 * repeated multipart fields — and must never answer 5xx; every refusal is a documented status with
 * a JSON `{ message }`, and writes nothing.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import {
  buildAssociation,
  buildMembership,
  buildSignUp,
  buildUser,
  login,
  uniqueFiscalCode,
} from '../factories';
import { jobsIdle } from '../jobs-idle';
import { inDays, insertEvent } from '../events/support';
import { startTestApp, type TestApp } from '../test-app';

type Schema = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { schemas: Record<string, Schema> };
}

/** One request, as sent. */
interface Case {
  label: string;
  path?: Record<string, string>;
  query?: string;
  body?: { type: string; data: string | FormData } | { json: unknown };
}

const REFUSALS = new Set([400, 401, 403, 404, 409, 413, 429]);
const SEED = Number(process.env.REST_FUZZ_SEED) || 42;
/**
 * Wall-clock budget for all operations together (the file must stay well under 60 s); set
 * REST_FUZZ_BUDGET_MS for a deeper run (every deterministic case plus more random ones).
 */
const BUDGET_MS = Number(process.env.REST_FUZZ_BUDGET_MS) || 20_000;
const MIN_CASES = 6;
const RANDOM_RUNS = Number(process.env.REST_FUZZ_RANDOM_RUNS) || 40;
const ONE_MB = 'x'.repeat(1024 * 1024 + 16);

let app: TestApp;
let doc: Document;
let token: string;
let countRows: () => Promise<string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  const admin = await buildUser(app, { name: 'Ada', surname: 'Admin' });
  const volunteer = await buildUser(app, { name: 'Vera', surname: 'Volontaria' });
  const waiting = await buildUser(app, { name: 'Walter', surname: 'Attesa' });
  const association = await buildAssociation(app, { adminId: admin.id });
  const accepted = await buildMembership(app, {
    userId: volunteer.id,
    associationId: association.id,
  });
  const pending = await buildMembership(app, {
    userId: waiting.id,
    associationId: association.id,
    status: 'waiting',
  });
  const { event, shift } = await insertEvent(app, association.id, {
    start: inDays(3),
    end: inDays(3, 12),
    max: 3,
  });
  const signUp = await buildSignUp(app, {
    shiftId: shift.id,
    userId: volunteer.id,
    status: 'waiting',
  });
  Object.assign(ids, {
    association: association.id,
    event: event.id,
    shift: shift.id,
    signUp: signUp.id,
    pending: pending.id,
    accepted: accepted.id,
    volunteer: volunteer.id,
  });
  // the register of volunteers (issue 23): the people have the data it needs (a code valid for
  // the factories' birth date), so an entry goes through; the administrator is in it already
  // one codice fiscale per account (issue 31): each a valid code of their own
  for (const person of [admin, volunteer])
    await app.dataSource.query(
      `UPDATE user_account SET fiscal_code = $2, birth_place = 'Milano',
              residence = 'Via Roma 1, Milano' WHERE id = $1`,
      [person.id, await uniqueFiscalCode(app, 'VRDNNA90E60F205X')],
    );
  const entry = await app.services.register.enter(admin.id, association.id, {
    userId: admin.id,
    section: 'regular',
  });
  ids.registerEntry = entry.id;
  token = await login(app, admin.email);
  doc = (await app.rest<Document>('GET', '/api/openapi.json')).body;

  const tables = (
    await app.dataSource.query(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'
       ORDER BY table_name`,
    )
  ).map((r: { table_name: string }) => r.table_name);
  const sql = tables
    .map((t: string) => `SELECT '${t}' AS t, count(*)::int AS n FROM "${t}"`)
    .join(' UNION ALL ');
  countRows = async () =>
    JSON.stringify(
      (await app.dataSource.query(sql)).map((r: { t: string; n: number }) => [r.t, r.n]),
    );
});
afterAll(() => app.stop());

// ---- the document, read as a fuzzer needs it ----------------------------------------------------

function resolve(schema: Schema | undefined): Schema {
  let node = schema ?? {};
  while (typeof node.$ref === 'string')
    node = doc.components.schemas[node.$ref.replace('#/components/schemas/', '')] ?? {};
  return node;
}
const types = (schema: Schema): string[] => {
  const t = resolve(schema).type;
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
};
const isIdName = (name: string) => /^id(_|[A-Z]|$)/.test(name);

/** A real, existing id for a path parameter or body field, so that handlers are reached. */
function realId(path: string, name: string): number {
  if (name === 'idShift') return ids.shift;
  if (name === 'idAssociation' || name === 'id_association') return ids.association;
  if (name === 'id_event') return ids.event;
  if (name === 'id_user_association') return ids.accepted;
  if (name === 'id_user') return ids.volunteer;
  if (name === 'id_entry') return ids.registerEntry;
  if (path.startsWith('/user-shift/confirm') || path.startsWith('/user-shift/attendance'))
    return ids.signUp;
  if (path.startsWith('/waiting-volunteer')) return ids.pending;
  if (path.startsWith('/shift') || path.startsWith('/user-shift')) return ids.shift;
  if (/^\/(event|photo-event|event-like|traffic-event)\b/.test(path)) return ids.event;
  return ids.association;
}

/** A contract-valid value: the default, else a minimal value of the first type. */
function sample(path: string, name: string, schema: Schema): unknown {
  const s = resolve(schema);
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  const [type] = types(s);
  if (type === 'integer' || type === 'number')
    return isIdName(name) || s.format === 'int32' ? realId(path, name) : (s.minimum ?? 1);
  if (type === 'boolean') return false;
  if (type === 'string') {
    if (typeof s.pattern === 'string') return new RegExp(s.pattern).test('') ? '' : 'x'.repeat(43);
    return 'x';
  }
  if (type === 'array') return [];
  if (type === 'object') return sampleObject(path, s);
  return null;
}
function sampleObject(path: string, schema: Schema): Record<string, unknown> {
  const s = resolve(schema);
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  return Object.fromEntries(
    ((s.required ?? []) as string[]).map((name) => [name, sample(path, name, properties[name])]),
  );
}

/** Bodies that pass the services too, so fuzzed variants go deep (writes on success are fine). */
function happyBody(method: Method, path: string): Record<string, unknown> | undefined {
  const shift = {
    title: 'Mattina',
    start_datetime: inDays(5, 8).toISOString(),
    end_datetime: inDays(5, 10).toISOString(),
    max_volunteer: 2,
  };
  const event = {
    name: 'Raccolta',
    description: 'Porta i guanti',
    address: 'Via Roma 1, Milano, MI',
    start_date: inDays(5, 8).toISOString(),
    end_date: inDays(5, 12).toISOString(),
    public: true,
    topics: '1',
    event_types: [1, 2],
    shifts: [shift],
  };
  if (method === 'post' && path === '/event') return { ...event, id_association: ids.association };
  if (method === 'put' && path === '/event/{id}')
    return { ...event, shifts: [{ ...shift, id: ids.shift, color: '#1d4ed8' }] };
  if (method === 'put' && path === '/user')
    return { name: 'Ada', surname: 'Admin', tel: '3331112222', birth_date: '1990-05-20' };
  if (path === '/association/{id}/register/{id_entry}/correct')
    return { residence: 'Via Nuova 1, Milano' };
  if (path === '/auth/registration')
    return {
      name: 'Fuzz',
      surname: 'Test',
      email: 'fuzz@example.org',
      password: 'Segreta1!',
      tel: '3331234567',
      birth_date: '1990-01-01',
      preferences: '1,2',
    };
  return undefined;
}

// ---- cases --------------------------------------------------------------------------------------

const PATH_IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1.5',
  '1e3',
  '0x10',
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF',
  '%20%201',
  '%EF%BC%91',
  '2147483647',
];
/** Percent-encoding that survives lone surrogates (raw invalid UTF-8 is among the edges instead). */
const encode = (v: string) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'));
const NASTY_TEXT = ['a\u0000b', '\u0007', '\u001b[2J', 'x\u007fy', '\u0085', '\ud800'];
const RAW_JSON = ['{"a":', 'null', '[]', '[1,2]', '"x"', '1', 'true', '{}x', '\u0000', ''];
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...NASTY_TEXT),
  fc.stringMatching(/^[0-9,\s-]{0,14}$/),
);

/** Values of the wrong type for `schema`, and the edges of its own type. */
function wrongValues(schema: Schema, first: boolean): unknown[] {
  const s = resolve(schema);
  const t = types(s);
  const out: unknown[] = [];
  if (!t.includes('string')) out.push('1', 'x');
  if (!t.includes('integer') && !t.includes('number')) out.push(1);
  if (t.includes('integer')) out.push(1.5, 0, -1, 2 ** 31, 2 ** 53, 1e308);
  if (!t.includes('boolean')) out.push(true);
  if (!t.includes('null')) out.push(null);
  if (!t.includes('object')) out.push({ a: 1, toString: 'x' });
  if (!t.includes('array')) out.push([1, 2]);
  if (t.includes('string') && s.format !== 'binary') {
    out.push(...NASTY_TEXT.slice(0, 3), 'x'.repeat(((s.maxLength as number) ?? 1000) + 1));
    if (first) out.push(ONE_MB);
    if (s.format === 'id-list') out.push('0', '2147483648', '1,,2', '1;2', '-1');
  }
  if (t.includes('array'))
    out.push(
      [null],
      [{}],
      Array.from({ length: 101 }, () => 1),
    );
  if (Array.isArray(s.enum)) out.push('yes', 'TRUE');
  return out;
}

/** Paths to the body fields: top level, nested objects, the first item of object arrays. */
function bodyTargets(schema: Schema, prefix: (string | number)[] = []): (string | number)[][] {
  const s = resolve(schema);
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties).flatMap(([name, child]) => {
    const here = [...prefix, name];
    const c = resolve(child);
    const nested = types(c).includes('object')
      ? bodyTargets(c, here)
      : types(c).includes('array') && types(resolve(c.items as Schema)).includes('object')
        ? bodyTargets(c.items as Schema, [...here, 0])
        : [];
    return [here, ...(prefix.length < 2 ? nested : [])];
  });
}
const schemaAt = (schema: Schema, target: (string | number)[]): Schema =>
  target.reduce<Schema>((node, key) => {
    const s = resolve(node);
    return typeof key === 'number'
      ? resolve(s.items as Schema)
      : resolve(((s.properties ?? {}) as Record<string, Schema>)[key]);
  }, schema);

function withValue(base: unknown, target: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  target.forEach((key, i) => {
    if (i === target.length - 1) {
      if (value === undefined) delete node[key];
      else node[key] = value;
      return;
    }
    const next = target[i + 1];
    if (node[key] === null || typeof node[key] !== 'object')
      node[key] = typeof next === 'number' ? [{}] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
}

interface Plan {
  method: Method;
  path: string;
  operation: Operation;
  /** Deterministic cases, most telling first: groups interleaved so any prefix is varied. */
  examples: Case[];
  random: fc.Arbitrary<Case>;
}

/** a1 b1 c1 a2 b2 … : any prefix of the result covers every group. */
function interleave<T>(groups: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; groups.some((g) => i < g.length); i++)
    for (const g of groups) if (i < g.length) out.push(g[i]);
  return out;
}

function plan(method: Method, path: string, operation: Operation): Plan {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const basePath = Object.fromEntries(
    pathParams.map((p) => [p.name, String(sample(path, p.name, p.schema))]),
  );
  const baseQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, sample(path, p.name, p.schema)]),
  );
  const queryString = (values: Record<string, unknown>, raw = '') =>
    [
      ...Object.entries(values).map(([k, v]) => `${k}=${encode(String(v))}`),
      ...(raw ? [raw] : []),
    ].join('&');
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const multipart = content['multipart/form-data']?.schema;
  const baseBody = jsonSchema
    ? (happyBody(method, path) ?? sampleObject(path, jsonSchema))
    : undefined;
  const base: Case = {
    label: 'base',
    path: basePath,
    query: queryString(baseQuery),
    ...(baseBody ? { body: { json: baseBody } } : {}),
  };
  const variant = (label: string, change: Partial<Case>): Case => ({ ...base, ...change, label });

  const pathCases = pathParams.map((p) =>
    (types(p.schema).includes('integer')
      ? PATH_IDS
      : ['%00', '%1B', 'a'.repeat(300), '..', '%2F', '%E0%A4%A']
    ).map((v) => variant(`path ${p.name}=${v}`, { path: { ...basePath, [p.name]: v } })),
  );

  const queryCases = queryParams.map((p) => {
    const t = types(p.schema);
    const rest = { ...baseQuery };
    delete rest[p.name];
    return [
      ...[
        '%00',
        '%FF',
        ...(t.includes('integer') ? ['2147483648', 'abc', '-1', '0', '1.5', '1e3'] : []),
      ]
        .concat(t.includes('boolean') ? ['yes', '2', 'TRUE'] : [])
        .concat(
          t.includes('string')
            ? ['%1B', 'x'.repeat(((p.schema.maxLength as number) ?? 100) + 1)]
            : [],
        )
        .map((v) =>
          variant(`query ${p.name}=${v.slice(0, 20)}`, {
            query: queryString(rest, `${p.name}=${v}`),
          }),
        ),
      variant(`query ${p.name} twice`, { query: queryString(rest, `${p.name}=1&${p.name}=2`) }),
      variant(`query ${p.name}[a]`, { query: queryString(rest, `${p.name}[a]=1`) }),
      ...(p.required ? [variant(`query ${p.name} missing`, { query: queryString(rest) })] : []),
    ];
  });

  const targets = jsonSchema ? bodyTargets(jsonSchema) : [];
  const rawCases = jsonSchema
    ? [
        ...RAW_JSON.map((raw) =>
          variant(`raw body ${JSON.stringify(raw)}`, {
            body: { type: 'application/json', data: raw },
          }),
        ),
        variant('text/plain body', {
          body: { type: 'text/plain', data: JSON.stringify(baseBody) },
        }),
        variant('form-encoded body', {
          body: { type: 'application/x-www-form-urlencoded', data: 'a=1&b[c]=2' },
        }),
        variant('latin2 JSON', {
          body: { type: 'application/json; charset=latin2', data: JSON.stringify(baseBody) },
        }),
      ]
    : [];
  const fieldCases = targets.map((target, i) =>
    wrongValues(schemaAt(jsonSchema!, target), i === 0).map((value) =>
      variant(`body ${target.join('.')}=${JSON.stringify(value)?.slice(0, 24)}`, {
        body: { json: withValue(baseBody, target, value) },
      }),
    ),
  );
  const missingCases = ((jsonSchema ? resolve(jsonSchema).required : undefined) ?? []) as string[];

  const form = (entries: [string, string | Blob][]) => {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, v);
    return { type: '', data };
  };
  const multipartCases: Case[] = [];
  if (multipart) {
    const properties = (resolve(multipart).properties ?? {}) as Record<string, Schema>;
    const text =
      Object.keys(properties).find(
        (n) =>
          types(properties[n]).includes('string') && resolve(properties[n]).format !== 'binary',
      ) ?? 'name';
    for (const entries of [
      [[`${text}[a]`, '1']],
      [['foo[a]', '1']],
      [
        [text, 'a'],
        [text, 'b'],
      ],
      [[text, 'a\u0000b']],
      [['evil', new Blob([new Uint8Array([1, 2, 3])]) as Blob]],
      [['__proto__[x]', '1']],
      [['constructor[prototype][x]', '1']],
      [['a[99999999]', '1']],
      [['preferences[]', '1']],
    ] as [string, string | Blob][][])
      multipartCases.push(variant(`multipart ${entries[0][0]}`, { body: form(entries) }));
    multipartCases.push(
      variant('multipart without closing boundary', {
        body: {
          type: 'multipart/form-data; boundary=X',
          data: '--X\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
        },
      }),
      variant('multipart without boundary', {
        body: { type: 'multipart/form-data', data: 'name=abc' },
      }),
    );
  }

  const examples = [
    base,
    ...interleave([
      interleave(pathCases),
      interleave(queryCases),
      rawCases,
      interleave(fieldCases),
      missingCases.map((name) =>
        variant(`body ${name} missing`, { body: { json: withValue(baseBody, [name], undefined) } }),
      ),
      multipartCases,
    ]),
  ];

  const random = fc.oneof(
    ...(targets.length
      ? [
          fc
            .tuple(
              fc.constantFrom(...targets),
              fc.oneof(fc.jsonValue({ maxDepth: 2 }), nastyString),
            )
            .map(([target, value]) =>
              variant(`random body ${target.join('.')}`, {
                body: { json: withValue(baseBody, target, value) },
              }),
            ),
        ]
      : []),
    ...(pathParams.length
      ? [
          fc.tuple(fc.constantFrom(...pathParams), nastyString).map(([p, v]) =>
            variant(`random path ${p.name}`, {
              path: { ...basePath, [p.name]: encode(v) || '0' },
            }),
          ),
        ]
      : []),
    ...(queryParams.length
      ? [
          fc.tuple(fc.constantFrom(...queryParams), nastyString).map(([p, v]) =>
            variant(`random query ${p.name}`, {
              query: queryString({ ...baseQuery, [p.name]: v }),
            }),
          ),
        ]
      : []),
    fc.tuple(nastyString, fc.oneof(nastyString, fc.constant('1[a]=2'))).map(([name, value]) =>
      variant('random unknown query parameter', {
        query: queryString(baseQuery, `${encode(name) || 'x'}=${encode(value)}`),
      }),
    ),
    ...(method === 'get'
      ? []
      : [
          fc
            .jsonValue({ maxDepth: 2 })
            .map((value) => variant('random whole body', { body: { json: value } })),
        ]),
  );
  return { method, path, operation, examples, random };
}

// ---- sending and judging ------------------------------------------------------------------------

const stats = { operations: 0, cases: 0, serverErrors: 0 };
/** Row counts after the last refusal (nothing ran since): the next case's "before". */
let lastCounts: string | null = null;
const problems: string[] = [];
const responseValidators = new Map<string, ValidateFunction | null>();

function responseValidator(op: Plan, status: number): ValidateFunction | null {
  const key = `${op.method} ${op.path} ${status}`;
  if (!responseValidators.has(key)) {
    const schema = op.operation.responses[String(status)]?.content?.['application/json']?.schema;
    let validate: ValidateFunction | null = null;
    if (schema) {
      const ajv = new Ajv({ strict: false, allowUnionTypes: true });
      addFormats(ajv);
      ajv.addSchema({ components: doc.components }, 'openapi');
      validate = ajv.compile(
        JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi#/')),
      );
    }
    responseValidators.set(key, validate);
  }
  return responseValidators.get(key)!;
}

async function send(op: Plan, c: Case): Promise<void> {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => c.path?.[name] ?? '1');
  const url = `${app.url}/api${path}${c.query ? `?${c.query}` : ''}`;
  const headers: Record<string, string> = {};
  if (op.operation.security?.length) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (c.body && 'json' in c.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(c.body.json);
  } else if (c.body) {
    if (c.body.type) headers['content-type'] = c.body.type;
    body = c.body.data;
  }
  const before = lastCounts ?? (await countRows());
  const response = await fetch(url, { method: op.method.toUpperCase(), headers, body });
  const text = await response.text();
  stats.cases += 1;
  const where = `${op.method.toUpperCase()} ${op.path} [${c.label}] → ${response.status}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (response.status >= 500) {
    lastCounts = null;
    stats.serverErrors += 1;
    problems.push(`${where} ${text.slice(0, 200)}`);
    return;
  }
  if (response.status >= 400) {
    if (!REFUSALS.has(response.status)) problems.push(`${where}: undocumented status`);
    if (typeof (parsed as { message?: unknown } | undefined)?.message !== 'string')
      problems.push(`${where}: no JSON message (${text.slice(0, 80)})`);
    const after = await countRows();
    if (after !== before) problems.push(`${where}: a refused request wrote rows`);
    lastCounts = after;
    return;
  }
  lastCounts = null;
  const validate = responseValidator(op, response.status);
  if (validate && !validate(parsed))
    problems.push(
      `${where}: answer does not match the document: ${JSON.stringify(validate.errors?.[0])}`,
    );
  // a success may start background work that writes: let it finish before the next "before"
  await jobsIdle(app.dataSource, 2000);
}

/**
 * Read-only first, then writes, then deletions (an event after the things hanging off it), the
 * caller's own account last: a success never takes away what a later case needs.
 */
function rank(op: { method: Method; path: string }): number {
  if (op.method === 'delete' && op.path === '/user') return 5;
  if (op.method === 'delete' && op.path === '/event/{id}') return 4;
  return { get: 0, post: 1, put: 1, patch: 2, delete: 3 }[op.method];
}

it(
  'never answers 5xx, refuses with a documented status and a JSON message, and writes nothing on refusal — for every documented operation',
  async () => {
    const operations = Object.entries(doc.paths)
      .flatMap(([path, item]) =>
        (Object.keys(item) as Method[]).map((method) => ({
          method,
          path,
          operation: item[method]!,
        })),
      )
      .sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
    expect(operations.length).toBeGreaterThanOrEqual(50);
    const started = Date.now();
    for (const [i, { method, path, operation }] of operations.entries()) {
      const p = plan(method, path, operation);
      stats.operations += 1;
      // each operation gets its share of what is left of the budget: about two thirds for its
      // deterministic cases (in priority order), the rest for random ones; a loaded machine still
      // sends the first MIN_CASES of each
      const share = Math.max(0, BUDGET_MS - (Date.now() - started)) / (operations.length - i);
      const opStart = Date.now();
      let run = 0;
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(p.random, async (c) => {
          run += 1;
          const elapsed = Date.now() - opStart;
          const inTime = run <= p.examples.length ? elapsed < share * 0.7 : elapsed < share;
          if (!inTime && sent >= MIN_CASES) return;
          sent += 1;
          await send(p, c);
        }),
        {
          seed: SEED,
          examples: p.examples.map((c) => [c] as [Case]),
          numRuns: p.examples.length + RANDOM_RUNS,
        },
      );
    }
    console.log(
      `REST fuzz: ${stats.operations} operations fuzzed, ${stats.cases} cases sent, ${stats.serverErrors} answered 5xx (seed ${SEED}, ${Math.round((Date.now() - started) / 1000)} s)`,
    );
    expect(problems).toEqual([]);
  },
  BUDGET_MS + 100_000,
);
