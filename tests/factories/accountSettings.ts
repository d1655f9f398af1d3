/**
 * Helpers for the account tests: who the session cookie belongs to, the links the account
 * e-mails carry, and the stored columns the API never shows.
 */
import { sql } from '@payloadcms/db-postgres'

import { GET as currentUser } from '@/app/(frontend)/api/auth/user/route'
import { drizzleFor } from '@/lib/db/sql'
import { call } from '../api'
import { mailsTo, mailTo } from '../setup/smtp'
import { testPayload } from '../factories'
import { browser } from './auth'

/** The member a session cookie signs in, or null when it no longer works. */
export const whoIs = async (cookie: string): Promise<number | null> => {
  const res = await call(currentUser, '/api/auth/user', { cookie, headers: browser })
  return res.status === 200 ? (res.json.id as number) : null
}

/**
 * The token of the `path` link in the `nth` e-mail to `address` whose subject matches (the
 * newest when not given), waiting a little for it: some e-mails are sent after the answer.
 */
export const linkToken = async (address: string, subject: RegExp, path: string, nth?: number): Promise<string> => {
  await mailTo(address, subject)
  const until = Date.now() + 5_000
  let mails = (await mailsTo(address)).filter((m) => subject.test(m.subject))
  while (nth !== undefined && mails.length < nth && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    mails = (await mailsTo(address)).filter((m) => subject.test(m.subject))
  }
  const mail = nth === undefined ? mails.at(-1) : mails[nth - 1]
  if (!mail) throw new Error(`No e-mail number ${nth} to ${address} matching ${subject} arrived.`)
  const match = new RegExp(`${path.replace(/[?/]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)
  if (!match) throw new Error(`No ${path} link in the e-mail to ${address}:\n${mail.text}`)
  return decodeURIComponent(match[1])
}

export type AccountColumns = {
  email: string
  has_password: boolean | null
  email_verified: boolean | null
  pending_email: string | null
  email_change_token_hash: string | null
  email_change_expires_at: string | null
  reset_password_token: string | null
  reset_password_expiration: string | null
  first_name: string | null
  last_name: string | null
}

export const accountColumns = async (id: number): Promise<AccountColumns> => {
  const drizzle = await drizzleFor(await testPayload())
  const { rows } = await drizzle.execute<AccountColumns>(sql`
    SELECT email, has_password, email_verified, pending_email, email_change_token_hash, email_change_expires_at,
           reset_password_token, reset_password_expiration, first_name, last_name
    FROM users WHERE id = ${id}
  `)
  return rows[0]
}

/** Moves a member's reset link and pending e-mail change past their expiry. */
export const expireAccountLinks = async (id: number) => {
  const drizzle = await drizzleFor(await testPayload())
  await drizzle.execute(sql`
    UPDATE users SET reset_password_expiration = now() - interval '1 second',
                     email_change_expires_at = now() - interval '1 second'
    WHERE id = ${id}
  `)
}

/** An account that Google, GitHub or Apple created: no password its member knows. */
export const markWithoutPassword = async (id: number) => {
  const drizzle = await drizzleFor(await testPayload())
  await drizzle.execute(sql`UPDATE users SET has_password = false WHERE id = ${id}`)
}
