import { readdirSync, readFileSync } from 'node:fs'

import { defineConfig } from 'vitest/config'

const SPECS = /(^|\/)(unit\/.*\.spec|int\/.*\.int\.spec)\.ts$/

/**
 * Most test files share their worker's modules (`isolate: false`): Payload and the app load once
 * per worker instead of once per file, which was more than half of Vitest's time. A file that
 * replaces a module, a function or the environment (vi.mock, vi.spyOn, vi.stubEnv, assigning
 * process.env) would leak that into the next file, so those run in a fresh module registry.
 */
const CHANGES_ITS_WORLD = /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\(|process\.env\.\w+\s*=[^=]/
const specs = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .map((file) => `tests/${file.split('\\').join('/')}`)
  .filter((file) => SPECS.test(file))
// Helpers that do so make the files that import them isolated too (by the helper's file name).
const helpers = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .map((file) => `tests/${file.split('\\').join('/')}`)
  .filter((file) => file.endsWith('.ts') && !SPECS.test(file) && CHANGES_ITS_WORLD.test(readFileSync(file, 'utf8')))
  .map((file) => `/${file.split('/').pop()!.replace(/\.ts$/, '')}'`)
const isolated = specs.filter((file) => {
  const text = readFileSync(file, 'utf8')
  return CHANGES_ITS_WORLD.test(text) || helpers.some((name) => text.includes(name))
})

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    globalSetup: ['tests/setup/smtp.ts', 'tests/setup/database.global.ts'],
    setupFiles: ['tests/setup/env.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include: specs.filter((file) => !isolated.includes(file)), isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
})
