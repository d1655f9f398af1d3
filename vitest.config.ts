import { readdirSync, readFileSync } from 'node:fs'

import { defineConfig } from 'vitest/config'

const SPECS = /(^|\/)(unit\/.*\.spec|int\/.*\.int\.spec)\.ts$/

/**
 * Most test files share their worker's modules (`isolate: false`): Payload and the app load once
 * per worker instead of once per file, which was more than half of Vitest's time. A file that
 * replaces a module or the environment (vi.mock, vi.stubEnv, assigning process.env, fake timers)
 * would leak that into the next file, so those run in a fresh module registry. Spies are undone
 * by a file that restores every mock after each test; one that does not runs apart too.
 */
const CHANGES_ITS_WORLD = /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(|process\.env\.\w+\s*=[^=]/
const SPIES = /\bvi\.spyOn\(/
const RESTORES_SPIES = /afterEach\(\(\) => \{\s*vi\.restoreAllMocks\(\)/
const files = readdirSync('tests', { recursive: true, encoding: 'utf8' }).map((file) => `tests/${file.split('\\').join('/')}`)
const specs = files.filter((file) => SPECS.test(file))
const text = (file: string) => readFileSync(file, 'utf8')
// Helpers that do either make the files that import them do it (by the helper's file name).
const helpersMatching = (pattern: RegExp) =>
  files.filter((file) => file.endsWith('.ts') && !SPECS.test(file) && pattern.test(text(file))).map((file) => `/${file.split('/').pop()!.replace(/\.ts$/, '')}'`)
const changingHelpers = helpersMatching(CHANGES_ITS_WORLD)
const spyingHelpers = helpersMatching(SPIES)
const isolated = specs.filter((file) => {
  const source = text(file)
  const changes = CHANGES_ITS_WORLD.test(source) || changingHelpers.some((name) => source.includes(name))
  const spies = SPIES.test(source) || spyingHelpers.some((name) => source.includes(name))
  return changes || (spies && !RESTORES_SPIES.test(source))
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
