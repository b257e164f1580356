import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports point one way (docs: architecture.md): app -> sdk, design-system; contracts -> sdk, backend;
// design-system and backend import no other workspace; sdk imports none of app, design-system, backend.
const workspaces = ['design-system', 'sdk', 'app', 'contracts', 'backend'];
const allowed = {
  'design-system': [],
  sdk: [],
  app: ['sdk', 'design-system'],
  contracts: ['sdk', 'backend'],
  backend: [],
};
const boundaries = workspaces.map((ws) => {
  const forbidden = workspaces.filter((other) => other !== ws && !allowed[ws].includes(other));
  return {
    files: [`${ws}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.flatMap((other) => [
            { group: [`@rampa/${other}`, `@rampa/${other}/*`], message: `${ws} must not import ${other}.` },
            {
              group: [`**/${other}/src/**`, `../${other}/**`, `../../${other}/**`],
              message: `${ws} must not import ${other}.`,
            },
          ]),
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/.data/**',
      'storybook-static/**',
      'sdk/src/gql/**',
      'app/src/routeTree.gen.ts',
      'contracts/pacts/**',
      'app/public/mockServiceWorker.js',
      '.storybook/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaries,
);
