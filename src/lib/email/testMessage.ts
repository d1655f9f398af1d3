import type { SendEmailOptions } from 'payload'

import { oneLine } from './oneLine'

/** The setup checklist's "Send a test e-mail": to the signed-in creator, through the site's own mail. */
export const testEmail = (to: string, siteTitle: string, siteAddress: string): SendEmailOptions => ({
  to,
  subject: `Test e-mail from ${oneLine(siteTitle)}`,
  text: [
    'Hello,',
    '',
    `This is the test you asked for from the admin dashboard of ${siteAddress}. It arrived, so the site can send`,
    'password resets, newsletter confirmations and the contact messages readers leave you.',
    '',
    'If it went to your spam folder, mark it as not spam and ask your mail provider about SPF and DKIM for the sending address.',
  ].join('\n'),
})
