import { createHash, randomBytes } from 'node:crypto'

/**
 * The secrets in e-mailed account links (password reset, e-mail change): 32 random bytes,
 * base64url, sent only in the e-mail. The database keeps their SHA-256, so a copy of the
 * database (a backup, a leak) holds no link that works.
 */
export const newLinkToken = (): string => randomBytes(32).toString('base64url')

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Anything but the 43 characters a token has is refused before any query. */
export const isLinkToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
