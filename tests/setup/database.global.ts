/**
 * One fresh, migrated PostgreSQL database per test run. Uses TEST_DATABASE_URL's server when
 * given (a new database is created on it), otherwise a throwaway embedded cluster.
 */
import type { TestProject } from 'vitest/node'

import { freshDatabase } from '../../scripts/lib/testDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

export default async function setup(project: TestProject) {
  const db = await freshDatabase('int')
  project.provide('databaseUrl', db.url)
  return () => db.stop()
}
