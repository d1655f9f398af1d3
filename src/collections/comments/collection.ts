import type { CollectionConfig } from 'payload'

import { approvedOrOwnComment, isStaff, isStaffField, ownOrStaff, signedInThroughSite } from '@/access'
import { ownerField } from '@/fields/owner'
import { COMMENT_STATUSES } from '@/lib/constants'
import { COMMENT_MAX_LENGTH } from '@/lib/validation/formRules'
import { withRevalidation } from '@/lib/cache/hooks'
import { queueCommentNotices } from '@/collections/comment-notices/queue'
import { authorsReplyFromAdmin, replyOnItsParentsPost } from './hooks/authorsReply'
import { parentOnTheSamePost } from './hooks/parentOnTheSamePost'

export const Comments: CollectionConfig = {
  slug: 'comments',
  // Only what readers see matters: a comment that is or was approved.
  // Approval e-mails the comment's author, and a reply the author of the comment it answers
  // (src/collections/comment-notices).
  hooks: {
    beforeValidate: [replyOnItsParentsPost],
    beforeChange: [authorsReplyFromAdmin],
    ...withRevalidation({ afterChange: [queueCommentNotices] }, (doc) => doc.status === 'approved'),
  },
  admin: {
    useAsTitle: 'content',
    // The status, with its Approve and Reject buttons, next to the words: on a phone the later
    // columns are off to the side. A reply shows what it answers on its own page.
    defaultColumns: ['content', 'status', 'post', 'author', 'createdAt'],
    listSearchableFields: ['content'],
    group: 'Community',
    description: 'New comments wait as "pending" until approved. Approve or reject each with its own buttons, or select several in the list and do it at once.',
    // One-click moderation (src/components/admin/moderation): in each row, for the selection,
    // and beside Save on a comment. They save as the signed-in user: the rules below decide.
    components: {
      beforeListTable: ['@/components/admin/moderation/BulkModeration#BulkModeration'],
      edit: { beforeDocumentControls: ['@/components/admin/moderation/ModerateButtons#ModerateButtons'] },
    },
  },
  access: {
    read: approvedOrOwnComment,
    create: signedInThroughSite,
    // Editing is moderation: members may delete their own comments but not rewrite an approved one.
    update: isStaff,
    delete: ownOrStaff('author'),
    readVersions: isStaff,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'posts', required: true, index: true },
    // Empty once its author deleted their account: the approved comment stays ("Former member").
    ownerField('author', { required: false }),
    {
      name: 'content',
      type: 'textarea',
      required: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      validate: (value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : ''
        if (!text) return 'Comment cannot be empty.'
        if (text.length > COMMENT_MAX_LENGTH) return `Comment must be at most ${COMMENT_MAX_LENGTH} characters.`
        return true
      },
    },
    // A comment brought in by an import keeps its writer's name; its writer has no account here.
    {
      name: 'authorName',
      type: 'text',
      maxLength: 120,
      access: { create: isStaffField, update: isStaffField },
      admin: { position: 'sidebar', description: 'The name shown for a comment brought in from another site.', condition: (data) => Boolean(data?.authorName) },
    },
    // The comment this one answers (a member's reply, the author's reply from the admin, an
    // imported reply). On the site a thread is one level deep: every reply shows under the
    // thread's first comment, naming whom it answers (./data.ts).
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'comments',
      index: true,
      validate: parentOnTheSamePost,
      access: { update: isStaffField },
      admin: { position: 'sidebar', description: 'The comment this one replies to.', condition: (data) => Boolean(data?.parent) },
    },
    // Set only by the admin (./hooks/authorsReply.ts): shown on the site with an "Author" badge.
    {
      name: 'authorReply',
      type: 'checkbox',
      label: "Author's reply",
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Written in the admin: shown on the site with an "Author" badge.',
        condition: (data) => Boolean(data?.authorReply),
      },
    },
    // The creator's reply box on an approved comment (no column of its own).
    {
      name: 'replyFromAdmin',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '@/components/admin/moderation/AdminReply#AdminReply' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: COMMENT_STATUSES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      access: { create: isStaffField, update: isStaffField },
      admin: { position: 'sidebar', components: { Cell: '@/components/admin/moderation/CommentStatusCell#CommentStatusCell' } },
    },
  ],
}
