// ESLint flat config. The boundary rules below are ARCHITECTURE.md §1: a package imports only
// in the direction of the arrows, so the engine stays portable and the UI stays presentational.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const root = import.meta.dirname;

/** Every feature folder of the portal: each gets its own lint zone. */
const portalFeatures = readdirSync(`${root}/apps/portal/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A workspace package that may use another's types but never its code. */
const typesOnly = (name, message) => ({ name, message, allowTypeImports: true });
// tree-engine's root and its entry points (`/runtime`, `/verify`, `/search`): a types-only rule
// must hold for every one of them, or a subpath would let code through.
const treeEngineTypesOnly = (message) =>
  ['', '/runtime', '/verify', '/search'].map((entry) => typesOnly(`@chamados/tree-engine${entry}`, message));

const noApps = {
  group: ['@chamados/portal', '@chamados/portal/*', '@chamados/server', '@chamados/server/*'],
  message: 'Nada importa um app (ARCHITECTURE.md §1).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/data/**',
      '**/*.generated.*',
      '**/drizzle/**',
      'test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x cannot parse the TypeScript files an import leads to, and
      // no-cycle silently finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // Absolute, so the same config works from the root and from each package (turbo lint).
          project: [`${root}/packages/*/tsconfig.json`, `${root}/apps/*/tsconfig.json`],
          conditionNames: ['@chamados/source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [noApps] }],
    },
  },
  {
    files: ['packages/tree-engine/src/**/*.ts'],
    ignores: ['packages/tree-engine/src/cli/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApps,
            { group: ['node:*'], message: 'tree-engine roda no navegador: nada de node:* (a CLI fica em src/cli).' },
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'tree-engine não usa React.' },
            { group: ['@chamados/*'], message: 'tree-engine não depende de outros pacotes do workspace.' },
          ],
          paths: ['fs', 'path', 'os', 'child_process', 'process'],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'process', 'Buffer'],
    },
  },
  {
    // The contract is data and types: typebox at run time, tree-engine's types, nothing else.
    files: ['packages/api-contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApps,
            { group: ['@chamados/portal-api', '@chamados/portal-ui', '@chamados/portal-api/*', '@chamados/portal-ui/*'], message: 'api-contract não depende dos clientes.' },
            { group: ['node:*', 'react', 'react-dom', '@reduxjs/*', 'fastify', 'fastify/*'], message: 'api-contract roda no servidor e no navegador: só typebox.' },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: treeEngineTypesOnly('api-contract importa apenas tipos do tree-engine (use `import type`).') },
      ],
    },
  },
  {
    files: ['packages/portal-ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApps,
            { group: ['@chamados/portal-api', '@chamados/portal-api/*'], message: 'portal-ui é apresentacional: props entram, callbacks saem.' },
            { group: ['@reduxjs/*', 'react-redux', 'redux'], message: 'portal-ui não usa Redux.' },
          ],
        },
      ],
      // Components show the contract's entities (a ticket, an article) with the contract's types.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [typesOnly('@chamados/api-contract', 'portal-ui importa apenas tipos do api-contract (use `import type`).')] },
      ],
    },
  },
  {
    files: ['apps/portal/**/*.{ts,tsx}', 'packages/portal-api/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // bulletproof-react's zones: a feature imports neither another feature nor the app shell, and
    // shared code (everything outside features/ and app/) imports no feature. One zone per feature
    // folder, read from disk, so a new feature is fenced in the day it is created. The paths are
    // resolved from this file's folder (`basePath`), not from where ESLint runs: CI lints each
    // package from its own folder, where paths relative to the working directory matched nothing.
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...portalFeatures.map((feature) => ({
              target: `./apps/portal/src/features/${feature}`,
              from: ['./apps/portal/src/features', './apps/portal/src/app'],
              except: [`./${feature}`],
              message: 'Uma feature não importa outra feature nem app/ (componha em app/).',
            })),
            {
              target: './apps/portal/src/!(features|app)/**/*',
              from: ['./apps/portal/src/features', './apps/portal/src/app'],
              message: 'Código compartilhado não importa features nem app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/portal-api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApps,
            { group: ['@chamados/portal-ui', '@chamados/portal-ui/*'], message: 'portal-api não depende da UI.' },
          ],
        },
      ],
      // portal-api shares tree-engine's types, never its code (ARCHITECTURE.md §1).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: treeEngineTypesOnly('portal-api importa apenas tipos do tree-engine (use `import type`).'),
        },
      ],
    },
  },
);
