/**
 * Import cycles fail `npm run lint` (issue 26; bulletproof-react's rule). A cycle through a type-only
 * import or a lazy import() does not count: neither runs a module before the other has loaded.
 * The layers' direction inside functions/src is ESLint's (eslint.config.js), which also sees calls.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other load half-initialised; move what both need below them.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', '(^|/)lib/.*\\.js$'] },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
