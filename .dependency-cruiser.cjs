/**
 * The shape of the code, checked by `npm run lint` (dependency-cruiser): no import circles
 * (type-only imports included), no private Next internals, and the layers below.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other (even for a type) load in an order nobody chose.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-next-internals',
      severity: 'error',
      comment: 'Only the public APIs of Next: a private module can change in any release.',
      from: {},
      // (The bare `next` import, the package's own entry point, resolves into dist/ too.)
      to: { path: '^node_modules/next/dist/', pathNot: '^node_modules/next/dist/server/next\\.js$' },
    },
    {
      name: 'lib-below-pages',
      severity: 'error',
      comment: 'The data layer and the shared mechanisms sit below the pages and their components: they never import them.',
      from: { path: '^src/(lib|collections|globals|access|fields|jobs|search|seed)/' },
      to: { path: '^src/(app|components)/' },
    },
    {
      name: 'scripture-at-the-bottom',
      severity: 'error',
      comment:
        'The Bible (its books, text, references and the Bible websites) is the lowest layer: content types, pages and components build on it, so it imports only itself and the shared HTML escaper.',
      from: { path: '^src/scripture/' },
      to: { path: '^(src/|payload\\.config\\.ts)', pathNot: '^src/(scripture|lib/html)/' },
    },
    {
      name: 'payload-from-the-caller',
      severity: 'error',
      comment:
        'Only the edge gets the Payload instance from src/lib/payload.ts (the one accessor, which loads the config) or loads the config itself: pages, layouts and components, the route handlers (route() hands them `payload`), scripts, tests and the seed run before Next starts. Every function below takes `payload` from its caller (a hook passes req.payload, a job the payload of its req), so nothing the config loads can reach the config again.',
      from: {
        pathNot: '^(src/app/|src/components/|src/lib/http/route\\.ts$|src/lib/payload\\.ts$|src/seed/prepare\\.ts$|scripts/|tests/)',
      },
      to: { path: '^(payload\\.config\\.ts|src/lib/payload\\.ts)$' },
    },
    {
      name: 'client-without-server',
      severity: 'error',
      comment: 'Code that runs in the browser never reaches the Payload config or the database.',
      from: { path: '^src/lib/client/' },
      to: { path: '^(payload\\.config\\.ts|src/lib/payload\\.ts|src/lib/db/|node_modules/payload/)' },
    },
    {
      name: 'api-routes-list-for-openapi-only',
      severity: 'error',
      comment:
        'The generated list of /api route modules loads every route: only the openapi.json route, which documents them, imports it.',
      from: { pathNot: '^src/app/\\(frontend\\)/api/openapi\\.json/route\\.ts$' },
      to: { path: '^src/app/\\(frontend\\)/api/openapi\\.json/apiRoutes\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    exclude: { path: '^(\\.next|src/payload-types\\.ts|src/migrations)' },
  },
}
