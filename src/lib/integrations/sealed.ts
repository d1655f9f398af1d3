import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * How the creator's credentials (Stripe's keys, the sign-in providers' secrets) rest in the
 * database: AES-256-GCM under a key derived from the server's secret (PAYLOAD_SECRET, as Payload
 * holds it) with HKDF-SHA256, a random 96-bit IV per value, and the field's path as additional
 * data, so a value copied into another field does not open there. A database dump or backup
 * alone gives nobody a key.
 *
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. A value that does not open
 * (the server's secret changed since it was saved, or the text was altered) is `null`: it
 * counts as not set, and the admin asks for it again.
 */
const VERSION = 'v1'
const IV_BYTES = 12

const keys = new Map<string, Buffer>()

const keyFor = (serverSecret: string): Buffer => {
  let key = keys.get(serverSecret)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'renewed-mind integrations', 'credentials at rest v1', 32))
    keys.set(serverSecret, key)
  }
  return key
}

export const seal = (plain: string, path: string, serverSecret: string): string => {
  if (!serverSecret) throw new Error('The server has no secret (PAYLOAD_SECRET): credentials cannot be stored')
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret), iv)
  cipher.setAAD(Buffer.from(path, 'utf8'))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
}

export const unseal = (sealed: unknown, path: string, serverSecret: string): string | null => {
  if (typeof sealed !== 'string' || !serverSecret) return null
  const [version, iv, tag, body, ...rest] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || body === undefined || rest.length) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(serverSecret), Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(path, 'utf8'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
