import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The functions' layers (issue 26, ADR 0036; every layer held, issue 36, ADR 0068): each domain folder
 * of functions/src has its router.ts (HTTP: the contract's routes) and maybe a page.ts (its server-drawn
 * HTML), its services (the rules) and its data.ts (the only module that touches Firestore). A router
 * never reads data itself; nothing but a data module imports Firestore or calls it, a query's runs
 * (`get()`, `stream()`, `onSnapshot()`) included; a data module imports no router or service; only the
 * HTTP layer (routers, pages, http/, app.ts) knows express, and a domain's router or page never names an
 * error status: services throw DomainError and http/errors.ts maps it. Import cycles are
 * dependency-cruiser's (.dependency-cruiser.cjs), both in `npm run lint`; scripts/layers.test.ts
 * plants each violation and sees this configuration refuse it.
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
const NOT_HTTP = 'Only the HTTP layer (router.ts, page.ts, http/, app.ts) knows express: throw a DomainError (lib/errors.ts), http/errors.ts answers it.';
/** express, its request and response types included; express-rate-limit's Store type is a counter's (rate-limits/data.ts). */
const EXPRESS_IMPORTS = [
  { name: 'express', message: NOT_HTTP },
  { name: 'express-serve-static-core', message: NOT_HTTP },
  { name: 'express-rate-limit', allowTypeImports: true, message: NOT_HTTP },
];
/** The calls that read, write or address Firestore, however the client was reached. */
const FIRESTORE_CALLS = [
  {
    selector:
      'CallExpression[callee.property.name=/^(collection|collectionGroup|doc|runTransaction|batch|bulkWriter|getAll|listDocuments|listCollections|recursiveDelete|where|orderBy|startAt|startAfter|endAt|endBefore|limitToLast|findNearest)$/]',
    message: 'Only a domain’s data.ts touches Firestore: call a function of data.ts instead.',
  },
  {
    // a query's or a reference's run, however it was handed out: a data module answers records, never a query
    selector: 'CallExpression[callee.property.name=/^(stream|onSnapshot)$/]',
    message: 'Only a domain’s data.ts runs a query or listens to one: ask data.ts for the records instead.',
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
/** What only the HTTP layer does: answer, set cookies, extend express's request. */
const HTTP_SYNTAX = [
  {
    selector: "MemberExpression[object.name='res'][property.name=/^(status|sendStatus|json|send|end|set|header|type|cookie|clearCookie|redirect|locals)$/]",
    message: NOT_HTTP,
  },
  { selector: 'CallExpression[callee.property.name=/^(sendStatus|redirect|clearCookie)$/]', message: NOT_HTTP },
  { selector: 'CallExpression[callee.property.name=/^(status|cookie)$/][arguments.length>0]', message: NOT_HTTP },
  { selector: "CallExpression[callee.property.name='json'][arguments.length>0]", message: NOT_HTTP },
  { selector: 'TSModuleDeclaration[id.value=/^express/]', message: NOT_HTTP },
];
/** A domain's router or page answers success itself; a failure only as a DomainError, through the one map. */
const ONE_ERROR_MAP = [
  {
    selector: "CallExpression[callee.property.name='status'][arguments.0.value>=400]",
    message: 'An error is answered in one place: throw a DomainError (lib/errors.ts), http/errors.ts maps its kind to the status.',
  },
  {
    selector: "CallExpression[callee.property.name='status'][arguments.0.type!='Literal']",
    message: 'A router names its success status literally; an error is a DomainError that http/errors.ts maps.',
  },
  {
    selector: "CallExpression[callee.property.name='sendStatus']",
    message: 'An error is answered in one place: throw a DomainError (lib/errors.ts), http/errors.ts maps its kind to the status.',
  },
];
/** A data module answers records, never a query another module could run (issue 36: games/data.ts handed one out). */
const QUERY_BUILDERS = '/^(collection|collectionGroup|where|orderBy|limit|limitToLast|offset|select|startAt|startAfter|endAt|endBefore|findNearest)$/';
const NO_EXPORTED_QUERY = [
  {
    selector: `ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ArrowFunctionExpression > CallExpression.body[callee.property.name=${QUERY_BUILDERS}]`,
    message: 'A data module answers records, not a query: export a function that runs it (readGamesOfOwner), keep the query inside.',
  },
  {
    selector: `ExportNamedDeclaration > FunctionDeclaration ReturnStatement > CallExpression.argument[callee.property.name=${QUERY_BUILDERS}]`,
    message: 'A data module answers records, not a query: export a function that runs it (readGamesOfOwner), keep the query inside.',
  },
];
const DATA_FILES = ['functions/src/*/data.ts', 'functions/src/lib/firestore.ts'];
const DOMAIN_HTTP_FILES = ['functions/src/*/router.ts', 'functions/src/*/page.ts'];
/** The HTTP layer's own modules: the contract, authentication, the limits, the pages' shell, the error map. */
const HTTP_FILES = ['functions/src/http/**/*.ts', 'functions/src/app.ts', 'functions/src/index.ts'];
const TESTS = ['functions/src/**/*.test.ts'];

/**
 * The web's zones (bulletproof-react): app/ above the features, each feature in web/src/features/<name>,
 * shared code (lib/, components/, config/, hooks/ …) below them. A feature imports another only through
 * that feature's index (`@/features/baby-share`), never relatively and never into its folders; shared
 * code imports no feature; nothing below app/ imports app/. Paths are resolved, so `../../x` and `@/x`
 * are the same import.
 */
const WEB_SRC = resolve(dirname(fileURLToPath(import.meta.url)), 'web', 'src');
function webZoneOf(file) {
  const path = relative(WEB_SRC, file).split(sep);
  if (path[0] === '..' || path.length === 0) return undefined;
  if (path[0] === 'features' && path.length > 1) return { zone: 'feature', feature: path[1], rest: path.slice(2) };
  // app/ and the entry that starts it
  if (path[0] === 'app' || (path.length === 1 && /^main\.tsx?$/.test(path[0]))) return { zone: 'app' };
  return { zone: 'shared' };
}
const webZones = {
  meta: {
    type: 'problem',
    messages: {
      relativeFeature:
        'A feature does not import another feature relatively ({{target}}): import its index, `@/features/{{feature}}`, or move the shared piece below the features.',
      featureInside: 'A feature imports another only through its index (`@/features/{{feature}}`), not {{target}}.',
      sharedImportsFeature: 'Shared code (lib/, components/, config/ …) imports no feature ({{target}}): move what both need below the features.',
      importsApp: 'Only app/ imports app/ ({{target}}): app/ is above the features and the shared code.',
    },
    schema: [],
  },
  create(context) {
    const from = webZoneOf(context.filename);
    if (!from || from.zone === 'app') return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const relativeImport = source.startsWith('.');
      if (!relativeImport && !source.startsWith('@/')) return;
      const target = relativeImport ? resolve(dirname(context.filename), source) : resolve(WEB_SRC, source.slice(2));
      const to = webZoneOf(target);
      if (!to) return;
      const data = { target: source, feature: to.feature };
      if (to.zone === 'app') context.report({ node, messageId: 'importsApp', data });
      else if (to.zone === 'feature' && from.zone === 'shared') context.report({ node, messageId: 'sharedImportsFeature', data });
      else if (to.zone === 'feature' && from.feature !== to.feature) {
        if (relativeImport) context.report({ node, messageId: 'relativeFeature', data });
        else if (to.rest.length > 0 && !(to.rest.length === 1 && /^index(\.tsx?)?$/.test(to.rest[0])))
          context.report({ node, messageId: 'featureInside', data });
      }
    };
    const withSource = (node) => check(node.source ?? node, node.source?.value);
    return {
      ImportDeclaration: withSource,
      ExportNamedDeclaration: (node) => node.source && withSource(node),
      ExportAllDeclaration: withSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

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
    plugins: { 'react-hooks': reactHooks, layers: { rules: { 'web-zones': webZones } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'layers/web-zones': 'error',
    },
  },
  {
    // services, lib/, providers, outbox …: neither Firestore nor HTTP
    files: ['functions/src/**/*.ts'],
    ignores: [...DATA_FILES, ...DOMAIN_HTTP_FILES, ...HTTP_FILES, ...TESTS],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [...FIRESTORE_IMPORTS, ...EXPRESS_IMPORTS], patterns: [FIRESTORE_MODULE] }],
      'no-restricted-syntax': ['error', ...FIRESTORE_CALLS, ...HTTP_SYNTAX],
    },
  },
  {
    // the data modules: Firestore, but no HTTP, and no query handed out
    files: DATA_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: EXPRESS_IMPORTS }],
      'no-restricted-syntax': ['error', ...HTTP_SYNTAX, ...NO_EXPORTED_QUERY],
    },
  },
  {
    // a domain's routers and pages: HTTP, no Firestore, no error status of their own; a router no data module either
    files: DOMAIN_HTTP_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: FIRESTORE_IMPORTS, patterns: [FIRESTORE_MODULE] }],
      'no-restricted-syntax': ['error', ...FIRESTORE_CALLS, ...ONE_ERROR_MAP],
    },
  },
  {
    files: ['functions/src/*/router.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: FIRESTORE_IMPORTS, patterns: [FIRESTORE_MODULE, DATA_MODULE] }],
    },
  },
  {
    // the HTTP layer's own modules answer (the error map, the body parser's and the pages' failures), without Firestore
    files: HTTP_FILES,
    ignores: TESTS,
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
