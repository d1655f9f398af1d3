import { pbkdf2, randomBytes } from 'node:crypto'

import {
  AuthenticationError,
  createLocalReq,
  getFieldsToSign,
  jwtSign,
  loginOperation,
  ValidationError,
  type Payload,
} from 'payload'
import { addSessionToUser } from 'payload/shared'

import type { LoginInput } from '@/lib/validation/auth'
import type { User } from '@/payload-types'
import { accountIdByEmail, inAccountOrder } from './accountOrder'
import { attemptSucceeded, beginAttempt } from './loginThrottle'

/** One answer for an unknown e-mail, a wrong password and a locked account alike. */
export const LOGIN_FAILED = 'Invalid email or password.'

export type SignIn =
  | { outcome: 'signed-in'; user: User; token: string }
  | { outcome: 'invalid' }
  | { outcome: 'throttled'; retryAfter: number }

/**
 * Payload's login operation: a new server-side session and its token (which Payload's own
 * login leaves out of responses). The caller has already counted the attempt in the
 * shared throttle, so the collection's login hooks skip it (`context.throttled`).
 */
export const startSession = async (payload: Payload, email: string, password: string) => {
  const req = await createLocalReq({ context: { throttled: true } }, payload)
  const { user, token } = await inAccountOrder(await accountIdByEmail(payload, email), () =>
    loginOperation({ collection: payload.collections.users, data: { email, password }, req }),
  )
  if (!token) throw new Error('Payload issued no session token')
  return { user: user as User, token }
}

const DECOY_SALT = randomBytes(32).toString('hex')

/** As slow as checking a real password (Payload 3.90 hashes: PBKDF2-SHA256, 600,000 rounds). */
const spendPasswordCheckTime = (password: string) =>
  new Promise<void>((resolve) => pbkdf2(password, DECOY_SALT, 600_000, 32, 'sha256', () => resolve()))

export const signIn = async (payload: Payload, { email, password }: LoginInput, address: string): Promise<SignIn> => {
  const account = email.trim().toLowerCase()
  const attempt = await beginAttempt(payload, address, account)
  if (!attempt.ok) return { outcome: 'throttled', retryAfter: attempt.retryAfter }

  try {
    const session = await startSession(payload, account, password)
    await attemptSucceeded(payload, address, account)
    return { outcome: 'signed-in', ...session }
  } catch (error) {
    if (error instanceof AuthenticationError) {
      // Payload answers an unknown e-mail before hashing anything: take as long as a wrong password.
      const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: account } } })
      if (totalDocs === 0) await spendPasswordCheckTime(password)
      return { outcome: 'invalid' }
    }
    if (error instanceof ValidationError) {
      await spendPasswordCheckTime(password)
      return { outcome: 'invalid' }
    }
    throw error
  }
}

/**
 * A new session for an account whose holder proved themselves another way (a social provider,
 * a reset link): the same server-side session and token a password sign-in gives, so
 * `payload.auth` accepts its cookie and logout revokes it.
 */
export const startSessionFor = async (payload: Payload, userId: number) => {
  const collectionConfig = payload.collections.users.config
  const req = await createLocalReq({}, payload)
  const { user, sid } = await inAccountOrder(userId, async () => {
    const user = await payload.db.findOne<User & { sessions?: unknown[] }>({ collection: 'users', where: { id: { equals: userId } }, req })
    if (!user) throw new Error(`No account ${userId} to start a session for`)
    return { user, ...(await addSessionToUser({ collectionConfig, payload, req, user })) }
  })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user: user as never })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  return { user: user as User, token }
}

/**
 * Ends every session of the account but `keepSid` (the request's own, when the member changed
 * their password while signed in; none after a reset link), so a stolen or forgotten session
 * stops working the moment the password changes.
 */
export const endOtherSessions = async (payload: Payload, userId: number, keepSid?: string): Promise<void> => {
  const req = await createLocalReq({}, payload)
  await inAccountOrder(userId, async () => {
    const user = await payload.db.findOne<{ id: number; sessions?: { id: string }[] }>({
      collection: 'users',
      where: { id: { equals: userId } },
      req,
    })
    if (!user) return
    const sessions = (user.sessions ?? []).filter((session) => keepSid !== undefined && session.id === keepSid)
    await payload.db.updateOne({ collection: 'users', id: userId, data: { sessions }, req, returning: false })
  })
}
