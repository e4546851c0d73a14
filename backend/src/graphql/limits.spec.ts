import { buildSchema, parse, validate } from 'graphql';
import { aliasLimit, depthLimit } from './limits';

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
