import { pbkdf2, timingSafeEqual } from 'node:crypto'

type Stored = { hash?: unknown; salt?: unknown }

/*
 * How Payload 3.90 stores a password: "pbkdf2-sha256-v1:" and the hex of PBKDF2-SHA256 with
 * 600,000 rounds and 32 bytes; accounts last hashed by an earlier Payload keep a bare hex hash
 * of 25,000 rounds and 512 bytes. Payload exports no way to check a password except its login
 * operation, which starts a session. tests/int/cms/passwords.int.spec.ts checks this against
 * hashes Payload makes, so a change of format in an upgrade fails there (and meanwhile only
 * refuses password changes, since an unknown format never matches).
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { rounds: 600_000, bytes: 32 }
const LEGACY = { rounds: 25_000, bytes: 512 }

/** Whether `password` is the one stored on an account, checked without signing in. */
export const isStoredPassword = async (password: string, { hash, salt }: Stored): Promise<boolean> => {
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const hex = current ? hash.slice(CURRENT_PREFIX.length) : hash
  if (!/^[0-9a-f]+$/i.test(hex)) return false
  const { rounds, bytes } = current ? CURRENT : LEGACY
  const expected = Buffer.from(hex, 'hex')
  if (expected.length !== bytes) return false
  const actual = await new Promise<Buffer>((resolve, reject) =>
    pbkdf2(password, salt, rounds, bytes, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
  return timingSafeEqual(actual, expected)
}
