import { randomBytes } from 'node:crypto'

/**
 * The secret in a subscriber's confirm and one-click unsubscribe links: 32 random bytes as
 * base64url, 43 characters. It is the links' only credential, so it is never shown anywhere else.
 */
export const newSubscriberToken = (): string => randomBytes(32).toString('base64url')

/** Anything but a token's shape is refused without a query. */
export const isSubscriberToken = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
