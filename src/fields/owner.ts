import type { RelationshipField } from 'payload'

import { isAdminField } from '@/access'
import { userIsAdmin } from '@/access/roles'

/**
 * The member a document belongs to (a comment's author, a favorite's or a reading progress's
 * member). A member always writes as themselves, whatever the request says; only an admin may
 * set or change it. `required: false` keeps the document when its member deletes their account
 * (an approved comment stays, shown as "Former member").
 */
export const ownerField = (name: string, { required = true }: { required?: boolean } = {}): RelationshipField => ({
  name,
  type: 'relationship',
  relationTo: 'users',
  required,
  index: true,
  hooks: {
    beforeValidate: [({ req, value, operation }) => (operation === 'create' && req.user && !userIsAdmin(req.user) ? req.user.id : value)],
  },
  access: { update: isAdminField },
})
