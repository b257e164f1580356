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
          // numeric, bigint and float8 come back as JSON numbers by Hasura's default, which this project keeps
          // (the engine's stringifyNumericTypes, HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES, is off), and as
          // strings on a project that turns it on: read them with Number(). As input Hasura takes either.
          numeric: { input: 'string | number', output: 'number | string' },
          bigint: { input: 'string | number', output: 'number | string' },
          float8: { input: 'string | number', output: 'number | string' },
          // Postgres arrays: JSON arrays in answers, array literals ("{a,b}", see toPgArray) in arguments.
          _text: { input: 'string', output: 'string[]' },
          _varchar: { input: 'string', output: 'string[]' },
          _uuid: { input: 'string', output: 'string[]' },
          jsonb: 'unknown',
          citext: 'string',
          bytea: 'string',
        },
      },
    },
  },
};

export default config;
