import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'
import { staffOnly } from '@/collections/publishable'
import { COMMENT_NOTICE_KINDS } from './kinds'

/**
 * One e-mail owed to a member about a comment: its approval (to the comment's author) or a
 * reply (to the author of the comment answered; the comment here is the reply). The unique
 * (kind, comment) pair is what keeps anyone from getting the same e-mail twice, however often
 * the comment is approved again or the sending retried. Written only by the comments' hooks
 * and the sending job (./queue.ts, ./send.ts).
 */
export const CommentNotices: CollectionConfig = {
  slug: 'comment-notices',
  labels: { singular: 'Comment e-mail', plural: 'Comment e-mails' },
  access: { ...staffOnly, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  indexes: [{ fields: ['kind', 'comment'], unique: true }],
  fields: [
    { name: 'kind', type: 'select', required: true, options: COMMENT_NOTICE_KINDS.map((value) => ({ label: value, value })) },
    // Deleting the comment (or its post) takes its notices with it (see the migration).
    { name: 'comment', type: 'relationship', relationTo: 'comments', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Sent', value: 'sent' },
        // Nothing to send after all: the member turned this kind off, or the comment is gone from view.
        { label: 'Not sent', value: 'skipped' },
      ],
    },
    { name: 'sentAt', type: 'date' },
  ],
}
