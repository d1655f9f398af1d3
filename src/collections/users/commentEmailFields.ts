import type { Field } from 'payload'

/**
 * The member's switches for the e-mails about their comments (on by default; each e-mail's
 * one-click link turns its own off), and the secret in those links. Like a newsletter
 * subscriber's token it is random, stored, and the links' only credential, so no API reads it.
 */
export const commentEmailFields: Field[] = [
  {
    name: 'emailOnApproval',
    type: 'checkbox',
    label: 'E-mail when their comment is approved',
    defaultValue: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'emailOnReply',
    type: 'checkbox',
    label: 'E-mail when someone replies to their comment',
    defaultValue: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'commentEmailsToken',
    type: 'text',
    hidden: true,
    unique: true,
    access: { create: () => false, read: () => false, update: () => false },
  },
]
