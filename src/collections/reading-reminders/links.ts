/**
 * The signed tokens in a reminder e-mail's links (src/lib/auth/signedToken.ts):
 * - "Mark as complete": this member, this plan, this day, for COMPLETE_LINK_DAYS; it opens a
 *   page whose button does the marking, so following the link changes nothing;
 * - "Stop these e-mails" (and the List-Unsubscribe header): this reminder, with no end, as an
 *   unsubscribe link must keep working however old the e-mail.
 * Each is refused for the other's purpose.
 */
import { signToken, verifyToken } from '@/lib/auth/signedToken'
import { serverUrl } from '@/lib/serverUrl'

export const COMPLETE_LINK_DAYS = 14

const COMPLETE = 'reading-reminder:complete'
const STOP = 'reading-reminder:stop'

export type CompleteClaims = { member: number; plan: number; day: number }

export const completeToken = (secret: string, claims: CompleteClaims, now: Date): string =>
  signToken(secret, COMPLETE, claims, new Date(now.getTime() + COMPLETE_LINK_DAYS * 24 * 60 * 60 * 1000))

export const readCompleteToken = (secret: string, token: unknown, now: Date = new Date()): CompleteClaims | null =>
  verifyToken(secret, COMPLETE, token, ['member', 'plan', 'day'], now)

export const stopToken = (secret: string, reminder: number): string => signToken(secret, STOP, { reminder })

export const readStopToken = (secret: string, token: unknown): { reminder: number } | null => verifyToken(secret, STOP, token, ['reminder'])

const withToken = (path: string, token: string) => `${serverUrl()}${path}?token=${encodeURIComponent(token)}`

/** The confirmation page the "Mark as complete" link opens. */
export const COMPLETE_PAGE = '/reading-reminders/complete'
/** The page the visible "Stop these e-mails" link opens (its button turns the reminder off). */
export const STOP_PAGE = '/reading-reminders/stop'
/** RFC 8058's one-click address (List-Unsubscribe), which mail clients POST to. */
export const ONE_CLICK_STOP = '/api/reading-reminders/unsubscribe'

export const completeUrl = (token: string) => withToken(COMPLETE_PAGE, token)
export const stopPageUrl = (token: string) => withToken(STOP_PAGE, token)
export const oneClickStopUrl = (token: string) => withToken(ONE_CLICK_STOP, token)
