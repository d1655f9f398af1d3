/**
 * One fresh, migrated PostgreSQL database per test run. Uses TEST_DATABASE_URL's server when
 * given (a new database is created on it), otherwise a throwaway embedded cluster.
 */
import type { TestProject } from 'vitest/node'

import { freshDatabase } from '../../scripts/lib/testDatabase'
import { startedOnce } from './startedOnce'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

export default async function setup(project: TestProject) {
  const { value: db, release } = await startedOnce('database', () => freshDatabase('int'), (db) => db.stop())
  project.provide('databaseUrl', db.url)
  return release
}
