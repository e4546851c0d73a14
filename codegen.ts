import type { CodegenConfig } from '@graphql-codegen/cli';

// The SDL is emitted from the backend's type-graphql classes (npm run codegen does both steps);
// the frontend's .graphql documents become typed DocumentNodes in frontend/src/gql (never edited).
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['frontend/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'frontend/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
