import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';

// Imports point one way (docs: architecture.md): app -> sdk, design-system; contracts -> sdk, backend;
// design-system and backend import no other workspace; sdk imports none of app, design-system, backend.
// domain (@rampa/domain, dependency-free domain facts) imports no workspace; every workspace may import it,
// and functions/ may import only domain. Another workspace is imported through its package entry, never its
// src/ files; in app, features do not import routes (routes compose features).
const allowed = {
  domain: [],
  'design-system': ['domain'],
  sdk: ['domain'],
  app: ['sdk', 'design-system', 'domain'],
  contracts: ['sdk', 'backend', 'domain'],
  backend: ['domain'],
  functions: ['domain'],
};
const repoRoot = import.meta.dirname;
const within = (path, folder) => path === folder || path.startsWith(`${folder}/`);

/** The workspace a file lies in and its path there ("src/x.ts"), or null outside every workspace. */
function locate(file) {
  const [workspace, ...rest] = relative(repoRoot, file).split(sep);
  return Object.hasOwn(allowed, workspace) ? { workspace, path: rest.join('/') } : null;
}

/**
 * Import specifiers are resolved against the importing file, so `../functions/plugin` inside backend/src is
 * backend's own folder and `../../sdk/src/x` is the sdk, whatever the depth (a glob on the text can't tell).
 */
const workspaceBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      direction: '{{from}} must not import {{to}} (architecture.md: imports point one way).',
      deep: "Import {{to}} through its package ('@rampa/{{to}}'), not its src/ files.",
      featuresRoutes: 'app/src/features must not import app/src/routes: routes compose features.',
    },
  },
  create(context) {
    const from = locate(context.filename);
    const check = (node) => {
      const specifier = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof specifier !== 'string') return;
      let to;
      if (specifier.startsWith('.')) {
        to = locate(resolve(dirname(context.filename), specifier));
      } else {
        const match = /^@rampa\/([^/]+)(?:\/(.*))?$/.exec(specifier);
        if (match && Object.hasOwn(allowed, match[1])) to = { workspace: match[1], path: match[2] ?? '' };
      }
      if (!to) return;
      if (from?.workspace === to.workspace) {
        if (from.workspace === 'app' && within(from.path, 'src/features') && within(to.path, 'src/routes')) {
          context.report({ node: node.source, messageId: 'featuresRoutes' });
        }
      } else if (from && !allowed[from.workspace].includes(to.workspace)) {
        context.report({
          node: node.source,
          messageId: 'direction',
          data: { from: from.workspace, to: to.workspace },
        });
      } else if (within(to.path, 'src')) {
        context.report({ node: node.source, messageId: 'deep', data: { to: to.workspace } });
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

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
    files: ['**/*.tsx', 'sdk/src/react/**/*.ts', 'app/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    plugins: { rampa: { rules: { 'workspace-boundaries': workspaceBoundaries } } },
    rules: { 'rampa/workspace-boundaries': 'error' },
  },
);
