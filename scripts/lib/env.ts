/**
 * Environment for every script: .env files the way Next reads them, a generated secret in
 * development, and a database (embedded PostgreSQL when DATABASE_URL is not set).
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import nextEnv from '@next/env'

import type { LocalDatabase } from './database'

export const root = path.resolve(import.meta.dirname, '../..')
const dataDir = path.join(root, '.data')

export const loadEnv = (dev: boolean) => {
  nextEnv.loadEnvConfig(root, dev, { info: () => {}, error: console.error })
}

/** PAYLOAD_SECRET signs sessions. Without one we make a random one and keep it in .data/. */
export const ensureSecret = () => {
  if (process.env.PAYLOAD_SECRET) return
  const file = path.join(dataDir, 'payload-secret')
  if (!existsSync(file)) {
    try {
      mkdirSync(dataDir, { recursive: true })
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
    } catch (error) {
      // The production image cannot write here, and its instances must share one secret anyway.
      throw new Error(`PAYLOAD_SECRET is not set, and no secret can be kept in ${dataDir} (${(error as Error).message}): set PAYLOAD_SECRET, the same for every instance`)
    }
  }
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
  if (process.env.NODE_ENV === 'production') {
    console.warn('[env] PAYLOAD_SECRET is not set: using the generated one in .data/payload-secret')
  }
}

/**
 * Uses DATABASE_URL when set, otherwise starts the embedded cluster under .data/. Loaded only
 * then: the production image (Dockerfile) leaves the embedded PostgreSQL out.
 */
export const ensureDatabase = async (): Promise<LocalDatabase | null> => {
  if (process.env.DATABASE_URL) return null
  const { startLocalDatabase } = await import('./database').catch((error) => {
    throw new Error(`DATABASE_URL is not set, and the embedded PostgreSQL cannot load here (${error.message})`)
  })
  const db = await startLocalDatabase({
    dir: path.join(dataDir, 'postgres'),
    port: Number(process.env.EMBEDDED_PG_PORT || 54329),
    database: 'discernment',
  })
  process.env.DATABASE_URL = db.url
  return db
}
