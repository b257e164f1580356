import type { CodegenConfig } from '@graphql-codegen/cli';

// sdk/schema.graphql is printed from nhost/ by the backend's own schema generator (`npm run codegen`
// does both steps), so the sdk is typed against exactly what the engine serves.
const config: CodegenConfig = {
  schema: 'sdk/schema.graphql',
  documents: ['sdk/src/**/*.documents.ts'],
  ignoreNoDocuments: true,
  generates: {
    'sdk/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          uuid: 'string',
          timestamptz: 'string',
          date: 'string',
          numeric: 'string',
          bigint: 'string',
          jsonb: 'unknown',
          citext: 'string',
          bytea: 'string',
        },
      },
    },
  },
};

export default config;
