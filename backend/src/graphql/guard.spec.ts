import { buildSchema, getOperationAST, parse, type GraphQLError } from 'graphql';
import { documentSourceError, hasControlCharacters, operationError } from './guard';

const schema = buildSchema(`
  input Person { name: String!, tags: [String!] }
  type Query { node(id: Int!, text: String): Int, people(input: [Person!]): Int }
`);
const limits = { maxCost: 100, maxVariableValues: 50 };

function check(query: string, variables: unknown = {}): GraphQLError | undefined {
  const document = parse(query);
  return operationError({
    schema,
    document,
    operation: getOperationAST(document)!,
    variables,
    limits,
  });
}

describe('operationError', () => {
  it('accepts an ordinary operation', () => {
    expect(check('query($id: Int!) { node(id: $id, text: "ciao\\n") }', { id: 1 })).toBeUndefined();
  });

  it.each([
    ['a wrong type', { id: 'x' }],
    ['null for a non-null', { id: null }],
    ['a missing variable', {}],
    ['an Int over 2^31-1', { id: 2 ** 31 }],
    ['a fraction', { id: 1.5 }],
  ])('refuses %s as BAD_USER_INPUT', (_name, variables) => {
    const error = check('query($id: Int!) { node(id: $id) }', variables);
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions.http).toEqual({ status: 400 });
  });

  it.each(['a\u0000b', 'a\u0007', 'x\u001f', 'a\u000bb'])(
    'refuses control characters in variables and literals (%j)',
    (text) => {
      expect(check('query($t: String) { node(id: 1, text: $t) }', { t: text })?.message).toMatch(
        /caratteri di controllo/,
      );
      expect(check(`{ node(id: 1, text: ${JSON.stringify(text)}) }`)?.extensions.code).toBe(
        'BAD_USER_INPUT',
      );
      expect(
        check('query($p: [Person!]) { people(input: $p) }', {
          p: [{ name: 'a', tags: ['b', text] }],
        })?.extensions.code,
      ).toBe('BAD_USER_INPUT');
    },
  );

  it('keeps tab, line feed and carriage return', () => {
    expect(hasControlCharacters('a\tb\nc\r\nd')).toBe(false);
  });

  it('bounds the number of variable values, without recursion', () => {
    const many = Array.from({ length: 60 }, () => ({ name: 'a' }));
    expect(check('query($p: [Person!]) { people(input: $p) }', { p: many })?.message).toMatch(
      /troppi valori/,
    );
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(check('query($p: [Person!]) { people(input: $p) }', { p: deep })?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('ignores undeclared variables and refuses variables that are not an object', () => {
    expect(check('{ node(id: 1) }', { unused: 'a\u0000' })).toBeUndefined();
    expect(check('{ node(id: 1) }', ['x'])?.extensions.code).toBe('BAD_REQUEST');
  });
});

describe('documentSourceError', () => {
  it('refuses a document over the character limit before parsing', () => {
    expect(documentSourceError('{ a }', { maxDocumentChars: 10 })).toBeUndefined();
    expect(documentSourceError('x'.repeat(11), { maxDocumentChars: 10 })?.extensions.code).toBe(
      'BAD_REQUEST',
    );
  });
});
