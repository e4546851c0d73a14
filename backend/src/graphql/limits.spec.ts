import { buildSchema, parse, validate } from 'graphql';
import { aliasLimit, costError, depthLimit } from './limits';

// A recursive schema lets the rules be exercised at any depth.
const schema = buildSchema(`
  type Node { id: Int!, child: Node }
  type Query { node: Node }
  type Mutation { login(email: String!): Int }
`);

const nested = (levels: number) =>
  `{ node ${'{ child '.repeat(levels - 1)}{ id }${' }'.repeat(levels - 1)} }`;

describe('depthLimit', () => {
  it.each([
    [8, 0],
    [9, 1],
    [12, 1],
  ])('a query %i fields deep gives %i error(s) at max 8', (depth, expected) => {
    expect(validate(schema, parse(nested(depth - 1)), [depthLimit(8)])).toHaveLength(expected);
  });

  it('follows fragments and ignores introspection fields', () => {
    const doc = parse(
      `query { node { ...A } } fragment A on Node { child { child { child { child { child { child { child { id } } } } } } } }`,
    );
    expect(validate(schema, doc, [depthLimit(8)])).toHaveLength(1);
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
  it('allows up to the limit and refuses one more', () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: node { id }`).join(' ')} }`;
    expect(validate(schema, parse(aliases(15)), [aliasLimit(15)])).toHaveLength(0);
    expect(validate(schema, parse(aliases(16)), [aliasLimit(15)])).toHaveLength(1);
  });

  it('refuses a sensitive mutation twice in one request', () => {
    expect(
      validate(schema, parse('mutation { login(email: "a") }'), [aliasLimit(15)]),
    ).toHaveLength(0);
    expect(
      validate(schema, parse('mutation { a: login(email: "a") b: login(email: "b") }'), [
        aliasLimit(15),
      ]),
    ).toHaveLength(1);
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
    expect(validate(schema, parse(bomb(40)), [depthLimit(8), aliasLimit(15)])).toHaveLength(0);
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
      maxCost: 5000,
    });
    expect(huge?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('does not loop on fragment cycles (NoFragmentCycles reports them)', () => {
    const doc = parse(
      'query { node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }',
    );
    expect(validate(schema, doc, [depthLimit(8)])).toHaveLength(0);
  });
});
