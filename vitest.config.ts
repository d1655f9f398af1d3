import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.spec.ts', 'tests/int/**/*.int.spec.ts'],
    globalSetup: ['tests/setup/smtp.ts', 'tests/setup/database.global.ts'],
    setupFiles: ['tests/setup/env.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
