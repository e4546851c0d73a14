import vm from 'node:vm';
import { importDocumentsApart, readDocuments, stringLiteral } from './gqlDocuments';

describe('one module per GraphQL document (build/gqlDocuments.ts)', () => {
  it('imports each document from its own module and keeps the types where they were', () => {
    const code = `import {
  HomeScreenDocument,
  type HomeScreenQuery,
  LoginDocument as Login,
} from '../../gql/graphql';
import type { EventCardFieldsFragment } from '../gql/graphql';
import { useQuery } from '@apollo/client/react';`;
    expect(importDocumentsApart(code)).toBe(
      `import { HomeScreenDocument } from 'gql-document:HomeScreenDocument'; ` +
        `import { LoginDocument as Login } from 'gql-document:LoginDocument'; ` +
        `import { type HomeScreenQuery } from '../../gql/graphql';
import type { EventCardFieldsFragment } from '../gql/graphql';
import { useQuery } from '@apollo/client/react';`,
    );
  });

  it('leaves a module without documents as it is', () => {
    const code = `import { type Role } from './gql/graphql';\nconst x = 1;`;
    expect(importDocumentsApart(code)).toBe(code);
  });

  it('reads the syntax tree of each document codegen wrote', () => {
    const generated = [
      `export type HomeScreenQuery = { __typename: 'Query' };`,
      `export const HomeScreenDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<HomeScreenQuery, HomeScreenQueryVariables>;`,
      `export const LoginDocument = {"kind":"Document","__meta__":{"hash":"ab"}} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;`,
    ].join('\n');
    expect([...readDocuments(generated)]).toEqual([
      ['HomeScreenDocument', '{"kind":"Document","definitions":[]}'],
      ['LoginDocument', '{"kind":"Document","__meta__":{"hash":"ab"}}'],
    ]);
    expect(() => readDocuments('export type A = {};')).toThrow(/none found/);
  });

  it('writes a tree as a string JSON.parse reads back', () => {
    const tree = JSON.stringify({ kind: 'Document', text: `it's a \\ "quote"\n\u2028` });
    expect(JSON.parse(vm.runInNewContext(stringLiteral(tree)) as string)).toEqual(JSON.parse(tree));
  });
});
