/**
 * Fresh databases for test runs: a new database on TEST_DATABASE_URL's server, or a
 * throwaway embedded cluster (wiped on every run). Migrations are applied before use.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'

import { freePort, startLocalDatabase } from './database'
import { launcherArgs } from './launcher'

export const TEST_ADMIN = { email: 'creator@example.test', password: 'creator-test-password-42' }

const root = path.resolve(import.meta.dirname, '../..')

export type TestDatabase = { url: string; stop: () => Promise<void> }

const migrate = (url: string) => {
  const result = spawnSync(process.execPath, launcherArgs('migrate', '--with-admin'), {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-not-for-production',
      // The first account becomes the admin, so every test database starts with one.
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    const how = result.error ? String(result.error) : result.signal ? `killed by ${result.signal}` : `exit code ${result.status}`
    throw new Error(`Migrations failed (${how}):\n${result.stdout}\n${result.stderr}`)
  }
}

export const freshDatabase = async (purpose: 'int' | 'e2e'): Promise<TestDatabase> => {
  const server = process.env.TEST_DATABASE_URL
  if (server) {
    const name = `test_${purpose}_${Date.now()}`
    const admin = new pg.Client({ connectionString: server })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(server)
    url.pathname = `/${name}`
    migrate(url.toString())
    return {
      url: url.toString(),
      stop: async () => {
        const c = new pg.Client({ connectionString: server })
        await c.connect()
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await c.end()
      },
    }
  }
  const db = await startLocalDatabase({
    // One folder per run: two runs at once (two terminals, two engineers) never share a cluster.
    dir: path.join(root, '.data', `test-${purpose}-postgres-${process.pid}`),
    port: await freePort(),
    database: 'test',
    fresh: true,
    quiet: true,
  })
  migrate(db.url)
  return db
}
