import { defineConfig } from 'vitest/config'

/**
 * The scale-out test (tests/scale): run by scripts/test.ts after the browser tests, on the same
 * production build and seeded database. It starts its own instances, Redis, S3 fake and nginx.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/scale/**/*.scale.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
})
