import type { SendEmailOptions } from 'payload'

import { serverUrl } from '@/lib/serverUrl'
import { oneLine } from './oneLine'

/** Where the e-mailed link opens: the site's own page, which asks for the new password. */
const resetPasswordUrl = (token: string) => `${serverUrl()}/reset-password?token=${encodeURIComponent(token)}`

/** The reset link: it works once, for an hour (the Users collection's forgotPassword.expiration). */
export const passwordResetEmail = (to: string, token: string, siteTitle: string): SendEmailOptions => ({
  to,
  subject: `Reset your ${oneLine(siteTitle)} password`,
  text: [
    'Hello,',
    '',
    `Someone, hopefully you, asked to reset the password of your ${siteTitle} account.`,
    'To choose a new password, open this link within the next hour:',
    '',
    resetPasswordUrl(token),
    '',
    'The link works once. Choosing a new password signs your account out everywhere else.',
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n'),
})
