import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  getOperationAST,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type DocumentNode,
} from 'graphql';
import { operationError } from './guard';
import {
  costReadsVariables,
  documentHash,
  preparePersistedDocuments,
  PERSISTED_DOCUMENTS_FILE,
  readManifest,
} from './persisted-documents';

/** `priced(n)` costs n per item through a function, as a field's `complexity` extension may. */
let pricings = 0;
const Item: GraphQLObjectType = new GraphQLObjectType({
  name: 'Item',
  fields: () => ({ id: { type: GraphQLInt }, child: { type: Item } }),
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      item: { type: Item, args: { id: { type: GraphQLInt }, note: { type: GraphQLString } } },
      priced: {
        type: Item,
        args: { n: { type: GraphQLInt } },
        extensions: {
          complexity: ({
            args,
            childComplexity,
          }: {
            args: { n: number };
            childComplexity: number;
          }) => {
            pricings += 1;
            return args.n * childComplexity;
          },
        },
      },
    },
  }),
});
const limits = {
  maxDocumentChars: 300,
  maxTokens: 100,
  maxDepth: 3,
  maxAliases: 2,
  maxCost: 50,
  maxVariableValues: 10,
};

const entry = (text: string): [string, string] => [documentHash(text), text];

describe('preparePersistedDocuments', () => {
  it('prepares the documents an integrator could send as text, and leaves out the rest', () => {
    const good = '{ item(id: 1) { id } }';
    const refused = {
      [documentHash('{ item { id } } ')]: '{ item { id } }',
      ...Object.fromEntries(
        [
          '{ item { ',
          '{ nope }',
          '{ item { child { child { id } } } }',
          '{ a: item { id } b: item { id } c: item { id } }',
          `{ item { id } } # ${'x'.repeat(300)}`,
          `{${'item{id}'.repeat(30)}}`,
        ].map(entry),
      ),
    };
    const persisted = preparePersistedDocuments(
      schema,
      { ...Object.fromEntries([entry(good)]), ...refused },
      limits,
    );

    expect([...persisted.texts]).toEqual([entry(good)]);
    const document = persisted.documents.get(documentHash(good))!;
    expect(document.kind).toBe('Document');
    expect(persisted.verdicts.get(document)).toEqual({
      literals: undefined,
      costReadsVariables: false,
    });
    expect(persisted.refused.map((r) => r.hash).sort()).toEqual(Object.keys(refused).sort());
    expect(persisted.refused[0].reason).toMatch(/not the sha256/);
  });

  it('keeps the verdict on control characters in literals', () => {
    const text = '{ item(note: "a\\u0007") { id } }';
    const persisted = preparePersistedDocuments(schema, Object.fromEntries([entry(text)]), limits);
    const document = persisted.documents.get(documentHash(text))!;
    const verdict = persisted.verdicts.get(document)!;

    expect(verdict.literals?.extensions.code).toBe('BAD_USER_INPUT');
    const error = operationError({
      schema,
      document,
      operation: getOperationAST(document)!,
      variables: {},
      limits,
      verdict,
    });
    expect(error?.message).toMatch(/caratteri di controllo/);
  });
});

describe('costReadsVariables', () => {
  const reads = (text: string) =>
    costReadsVariables(
      schema,
      preparePersistedDocuments(schema, Object.fromEntries([entry(text)]), limits).documents.get(
        documentHash(text),
      )!,
    );

  it.each([
    ['no variable', '{ item { id } }', false],
    ['a variable the cost does not read', 'query($id: Int) { item(id: $id) { id } }', false],
    ['a literal price', '{ priced(n: 3) { id } }', false],
    ['a price given a variable', 'query($n: Int) { priced(n: $n) { id } }', true],
    ['@include on a variable', 'query($b: Boolean!) { item { id @include(if: $b) } }', true],
    ['@skip on a variable', 'query($b: Boolean!) { item { child @skip(if: $b) { id } } }', true],
    ['@skip on a literal', '{ item { child @skip(if: true) { id } } }', false],
  ])('%s: %s', (_name, text, expected) => {
    expect(reads(text)).toBe(expected);
  });
});

describe('the guard with a prepared verdict', () => {
  function prepared(text: string): DocumentNode {
    const persisted = preparePersistedDocuments(schema, Object.fromEntries([entry(text)]), limits);
    return persisted.documents.get(documentHash(text))!;
  }
  const check = (text: string, document: DocumentNode, variables: unknown, verdict: object) =>
    operationError({
      schema,
      document,
      operation: getOperationAST(document)!,
      variables,
      limits,
      verdict: verdict as never,
    });

  it('costs a document whose cost reads no variable once, and says the same each time', () => {
    const text = 'query($id: Int) { priced(n: 100) { id } item(id: $id) { id } }';
    const document = prepared(text);
    const verdict = { literals: undefined, costReadsVariables: false };
    pricings = 0;

    const errors = [1, 2, 3].map((id) => check(text, document, { id }, verdict));

    expect(pricings).toBe(1);
    expect(errors.map((e) => e?.extensions.code)).toEqual(Array(3).fill('QUERY_TOO_COMPLEX'));
    expect(new Set(errors).size).toBe(3); // an error object of its own per request
    // what depends on the variables is still checked at every request
    expect(check(text, document, { id: 'x' }, verdict)?.extensions.code).toBe('BAD_USER_INPUT');
    expect(check(text, document, [], verdict)?.extensions.code).toBe('BAD_REQUEST');
  });

  it('costs a document whose cost reads its variables at every request', () => {
    const text = 'query($n: Int) { priced(n: $n) { id } }';
    const document = prepared(text);
    const verdict = { literals: undefined, costReadsVariables: true };
    pricings = 0;

    expect(check(text, document, { n: 1 }, verdict)).toBeUndefined();
    expect(check(text, document, { n: 100 }, verdict)?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(pricings).toBe(2);
  });
});

describe('readManifest', () => {
  it('reads the manifest codegen writes: sha256 of each text', () => {
    const manifest = readManifest(PERSISTED_DOCUMENTS_FILE)!;
    expect(Object.keys(manifest).length).toBeGreaterThan(10);
    for (const [hash, text] of Object.entries(manifest)) expect(documentHash(text)).toBe(hash);
  });

  it('gives undefined for a missing file and refuses a file that is not a manifest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
    expect(readManifest(path.join(dir, 'none.json'))).toBeUndefined();
    fs.writeFileSync(path.join(dir, 'list.json'), '["{ a }"]');
    expect(() => readManifest(path.join(dir, 'list.json'))).toThrow(/not a JSON object/);
    fs.writeFileSync(path.join(dir, 'number.json'), '{"abc": 1}');
    expect(() => readManifest(path.join(dir, 'number.json'))).toThrow(/not text/);
    fs.rmSync(dir, { recursive: true });
  });
});
