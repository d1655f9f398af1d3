import type { SendEmailOptions } from 'payload'

import type { ContactInput } from '@/lib/validation/contact'
import { oneLine } from './oneLine'

/** A contact form message for the site's contact address; replying answers the sender. */
export const contactEmail = (message: ContactInput, to: string, siteTitle: string): SendEmailOptions => ({
  to,
  replyTo: { name: oneLine(message.name), address: message.email },
  subject: `[${oneLine(siteTitle)} contact] ${oneLine(message.subject)}`,
  text: [
    `${message.name} <${message.email}> wrote through the contact form:`,
    '',
    `Subject: ${oneLine(message.subject)}`,
    '',
    message.message,
    '',
    '(Reply to this e-mail to answer them. The message is also in the admin under Inbox > Contact messages.)',
  ].join('\n'),
})
