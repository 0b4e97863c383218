import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The functions' layers (issue 26, ADR 0036): each domain folder of functions/src has its router.ts
 * (HTTP: the contract's routes), its services (the rules) and its data.ts (the only module that
 * touches Firestore). A router never reads data itself; nothing but a data module imports Firestore
 * or calls it; a data module imports no router or service. Import cycles are dependency-cruiser's
 * (.dependency-cruiser.cjs), both in `npm run lint`; scripts/layers.test.ts plants violations.
 */
const FIRESTORE_IMPORTS = [
  {
    name: 'firebase-admin/firestore',
    allowTypeImports: true,
    message: 'Only a domain’s data.ts touches Firestore: call a function of data.ts instead.',
  },
];
const FIRESTORE_MODULE = {
  group: ['**/lib/firestore'],
  allowTypeImports: true,
  message: 'Only a domain’s data.ts touches Firestore: call a function of data.ts instead.',
};
const DATA_MODULE = {
  group: ['./data', '../*/data', '**/data'],
  allowTypeImports: true,
  message: 'A router calls its services; the services read and write through data.ts.',
};
/** The calls that read, write or address Firestore, however the client was reached. */
const FIRESTORE_CALLS = [
  {
    selector:
      'CallExpression[callee.property.name=/^(collection|collectionGroup|doc|runTransaction|batch|bulkWriter|getAll|listDocuments|recursiveDelete|where|orderBy|startAfter|endBefore|limitToLast)$/]',
    message: 'Only a domain’s data.ts touches Firestore: call a function of data.ts instead.',
  },
  {
    // a reference's or a query's read, a reference's deletion (Map's and a snapshot's get take an argument)
    selector: 'CallExpression[callee.property.name=/^(get|delete|count)$/][arguments.length=0]',
    message: 'Only a domain’s data.ts reads or deletes a document: call a function of data.ts instead.',
  },
  {
    selector: "CallExpression[callee.object.property.name='ref']",
    message: 'Only a domain’s data.ts writes or reads a document: pass the snapshot or its id to data.ts.',
  },
];
const DATA_FILES = ['functions/src/*/data.ts', 'functions/src/lib/firestore.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-server/**',
      'functions/lib/**',
      'emulator-data/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      'bench/results*',
      // a developer's own experiments (.gitignore)
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // CommonJS on purpose: it hooks CommonJS's loader in the process it measures
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Features do not import each other (bulletproof-react): shared code lives below them.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*/*'], message: 'Import shared code from components/, lib/ or hooks/, not from another feature.' }] },
      ],
    },
  },
  {
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: [...DATA_FILES, 'functions/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: FIRESTORE_IMPORTS, patterns: [FIRESTORE_MODULE] }],
      'no-restricted-syntax': ['error', ...FIRESTORE_CALLS],
    },
  },
  {
    // The one place that maps a failure to HTTP also knows Firestore's "aborted" (a contention): 409 with Retry-After.
    files: ['functions/src/http/errors.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [DATA_MODULE] }] },
  },
  {
    files: ['functions/src/*/router.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: FIRESTORE_IMPORTS, patterns: [FIRESTORE_MODULE, DATA_MODULE] }],
    },
  },
  {
    files: ['functions/src/*/data.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*', '!./data', '../*/*', '!../*/data', '!../lib/*', '../http/*', '../lib/validate'],
              message: 'A data module imports only other data modules, lib/ and common/: the services call it, never the other way.',
            },
          ],
        },
      ],
    },
  },
);
