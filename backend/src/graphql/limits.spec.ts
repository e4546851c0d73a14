import { buildSchema, parse, validate } from 'graphql';
import { loadConfig } from '../config';
import { costError, depthLimit, limitRules } from './limits';

// A recursive schema lets the rules be exercised at any depth.
const schema = buildSchema(`
  type Node { id: Int!, child: Node }
  type Query { node: Node }
  type Mutation { login(email: String!): Int }
`);

// The limits the server runs with (config.ts defaults, docs/graphql-limits.md), read from their
// source so that a change of a default is checked here without copying it.
const limits = loadConfig({
  JWT_SECRET: 'x'.repeat(32),
  VAPID_PUBLIC_KEY: 'test',
  VAPID_PRIVATE_KEY: 'test',
}).graphql;
// the validation rules as the server installs them (server.ts: `limitRules(config.graphql)`)
const rules = limitRules(limits);

/** `levels` nested `child` fields ending in `id`. */
const chain = (levels: number) => `${'child { '.repeat(levels)}id${' }'.repeat(levels)}`;
/** A query `depth` fields deep (node, depth - 2 children, id). */
const nested = (depth: number) => `{ node { ${chain(depth - 2)} } }`;
const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: node { id }`).join(' ')} }`;

describe('depthLimit', () => {
  it.each([
    [limits.maxDepth, 0],
    [limits.maxDepth + 1, 1],
    [limits.maxDepth + 4, 1],
  ])('a query %i fields deep gives %i error(s) at the configured maximum', (depth, expected) => {
    expect(validate(schema, parse(nested(depth)), rules)).toHaveLength(expected);
  });

  it('follows fragments and ignores introspection fields', () => {
    // one field over the maximum, all of it but `node` inside the fragment
    const doc = parse(
      `query { node { ...A } } fragment A on Node { ${chain(limits.maxDepth - 1)} }`,
    );
    expect(validate(schema, doc, rules)).toHaveLength(1);
    expect(
      validate(
        schema,
        parse('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }'),
        [depthLimit(2)],
      ),
    ).toHaveLength(0);
  });
});

describe('aliasLimit', () => {
  it('allows up to the configured limit and refuses one more', () => {
    expect(validate(schema, parse(aliases(limits.maxAliases)), rules)).toHaveLength(0);
    expect(validate(schema, parse(aliases(limits.maxAliases + 1)), rules)).toHaveLength(1);
  });

  it('refuses a sensitive mutation twice in one request', () => {
    expect(validate(schema, parse('mutation { login(email: "a") }'), rules)).toHaveLength(0);
    expect(
      validate(schema, parse('mutation { a: login(email: "a") b: login(email: "b") }'), rules),
    ).toHaveLength(1);
  });
});

describe('costError', () => {
  const cost = (query: string, maxCost = limits.maxCost) =>
    costError({ schema, document: parse(query), operationName: undefined, variables: {}, maxCost });

  it('allows the configured budget and refuses one point more', () => {
    // each `aN: node { id }` costs 2 (one point per field)
    const within = Math.floor(limits.maxCost / 2);
    expect(cost(aliases(within))).toBeUndefined();
    const over = cost(aliases(within + 1));
    expect(over?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(over?.message).toContain(`> ${limits.maxCost})`);
  });
});

describe('limits against hostile documents', () => {
  // each fragment spreads the next twice: 2^levels paths through a 600-character document
  const bomb = (levels: number) =>
    `query { node { ...F0 } }\n${Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Node { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : 'id'} }`,
    ).join('\n')}`;

  it('measures the depth of a fragment bomb in linear time', () => {
    const started = performance.now();
    expect(validate(schema, parse(bomb(40)), rules)).toHaveLength(0);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses a fragment bomb over the cost budget, and one over the node budget, with a code', () => {
    const over = costError({
      schema,
      document: parse(bomb(12)),
      operationName: undefined,
      variables: {},
      maxCost: 1000,
    });
    expect(over?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(over?.message).toMatch(/troppo costosa/);
    const started = performance.now();
    const huge = costError({
      schema,
      document: parse(bomb(40)),
      operationName: undefined,
      variables: {},
      maxCost: limits.maxCost,
    });
    expect(huge?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    // 2^40 paths walked one by one would take hours: the bound only tells "stopped early" from
    // "walked them", so it is wide enough for a busy CI host (it took 1.2 s there, 0.1 s idle)
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('does not loop on fragment cycles (NoFragmentCycles reports them)', () => {
    const doc = parse(
      'query { node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }',
    );
    expect(validate(schema, doc, rules)).toHaveLength(0);
  });
});
