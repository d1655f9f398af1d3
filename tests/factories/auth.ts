/**
 * Data for the session tests: unique client addresses (each test its own throttle buckets),
 * the session cookie a response sets, and the throttle's rows.
 */
import { sql } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'

import { drizzleFor } from '@/lib/db/sql'
import type { User } from '@/payload-types'
import { testPayload, unique } from '../factories'

let addresses = 0

/** An IPv4 address no other test (in this or a parallel test file) uses. */
export const uniqueAddress = () => {
  const n = ++addresses
  return `10.${process.pid % 250}.${Math.floor(n / 250) % 250}.${n % 250}`
}

export const uniqueEmail = (prefix = 'session') => `${unique(prefix)}@example.test`

/** A request from `address`, the way `next start` hands it on. */
export const from = (address: string) => ({ 'x-forwarded-for': address })

/** What a browser sends with a same-site GET (no Origin): Payload then accepts the session cookie. */
export const browser = { 'sec-fetch-site': 'same-origin' }

/** The Set-Cookie a response carried for cookie `name` (the session cookie unless named). */
const setCookieFor = (headers: Headers, name: string): string | undefined =>
  headers.getSetCookie().find((raw) => raw.startsWith(`${name}=`))

/** The `name=value` part of the session cookie (or cookie `name`) a response set, ready for a Cookie header. */
export const cookieFrom = (headers: Headers, name = 'payload-token'): string => {
  const setCookie = setCookieFor(headers, name)
  if (!setCookie) throw new Error(`The response set no ${name} cookie`)
  return setCookie.split(';')[0]
}

/** Set-Cookie attributes of the session cookie (or cookie `name`) by lower-case name (flags map to their value or 'true'). */
export const cookieAttributes = (headers: Headers, name = 'payload-token'): Record<string, string> => {
  const [, ...attributes] = (setCookieFor(headers, name) ?? '').split(';').map((part) => part.trim())
  return Object.fromEntries(
    attributes.map((attribute) => {
      const [key, ...value] = attribute.split('=')
      return [key.toLowerCase(), value.join('=') || 'true']
    }),
  )
}

/** The stored account with the fields the API must never show (hash, sessions, counters). */
export const storedUser = async (user: Pick<User, 'id'>): Promise<User> => {
  const payload = await testPayload()
  return payload.findByID({ collection: 'users', id: user.id, showHiddenFields: true, depth: 0 })
}

const db = async () => drizzleFor(await testPayload())

export const failureRows = async (where: { address?: string; email?: string }) => {
  const drizzle = await db()
  const { rows } = await drizzle.execute<{ id: string; address: string; email: string }>(sql`
    SELECT id, address, email FROM login_throttle
    WHERE kind = 'failure'
      AND (${where.address ?? null}::text IS NULL OR address = ${where.address ?? null})
      AND (${where.email ?? null}::text IS NULL OR email = ${where.email ?? null})
  `)
  return rows
}

/** Moves an address's failures out of the window, as if WINDOW had passed. */
export const expireFailures = async (address: string) => {
  const drizzle = await db()
  await drizzle.execute(sql`
    UPDATE login_throttle SET expires_at = now() - interval '1 second' WHERE kind = 'failure' AND address = ${address}
  `)
}

/** A failure row that expired long ago, which the next attempt anywhere should delete. */
export const insertExpiredFailure = async (address: string, email: string) => {
  const drizzle = await db()
  const { rows } = await drizzle.execute<{ id: string }>(sql`
    INSERT INTO login_throttle (kind, address, email, created_at, expires_at)
    VALUES ('failure', ${address}, ${email}, now() - interval '1 hour', now() - interval '45 minutes')
    RETURNING id
  `)
  return rows[0].id
}

export const rowExists = async (id: string) => {
  const drizzle = await db()
  const { rows } = await drizzle.execute(sql`SELECT 1 FROM login_throttle WHERE id = ${id}`)
  return rows.length > 0
}

/** A password-reset token for `email`, asked from a fresh address (no e-mail is sent). */
export const resetToken = async (email: string, address = uniqueAddress()) => {
  const payload = await testPayload()
  return payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    req: await createLocalReq({ req: { headers: new Headers(from(address)) } }, payload),
  })
}
