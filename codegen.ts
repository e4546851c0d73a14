import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { addTypenameToDocument } from '@apollo/client/utilities';

// The SDL is emitted from the backend's type-graphql classes (npm run codegen does both steps);
// the frontend's .graphql documents become typed DocumentNodes in frontend/src/gql (never edited).
//
// Persisted operations (docs/graphql-limits.md): each operation's normalized text goes into
// frontend/src/gql/persisted-documents.json under its hash, and the hash into the document's
// `__meta__.hash`. The web app sends only the hash; the backend reads the manifest at startup
// and runs the known documents without parsing, validating or costing them per request.
/**
 * Apollo Client's cache adds __typename to every selection set but the operation's before it
 * sends a document; with only a hash sent, the server runs the manifest's text, so the manifest
 * holds the document as the client would have sent it: the client's own transform, applied here.
 */
const withClientTypenames: Types.DocumentTransformObject = {
  transform: ({ documents }) =>
    documents.map((source) => ({
      ...source,
      document: source.document && addTypenameToDocument(source.document),
    })),
};

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['frontend/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'frontend/src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: {
          mode: 'embedHashInDocument',
          hashPropertyName: 'hash',
          // plain hex sha256 of the manifest text (the preset's 'sha256' prefixes "sha256:"):
          // the key Apollo Server computes for a text, so the manifest's own text sent as a
          // query finds the same prepared document, and APQ's hash check holds for it
          hashAlgorithm: (operation: string) =>
            createHash('sha256').update(operation).digest('hex'),
        },
      },
      documentTransforms: [withClientTypenames],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
