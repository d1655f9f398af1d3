import type { CollectionConfig } from 'payload'

import { isAdminField, isStaffField } from '@/access'
import { slugField } from '@/fields/slug'
import { adminWritable } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'

/**
 * The writers' public profiles, the one place for what readers see of a writer (name, short bio,
 * photo, and the page at /author/{slug}). A profile may belong to a staff account (`account`):
 * posts its owner starts are credited to it, and the creator's is the site's own writer, shown on
 * every post that names no other. Writers brought in by an import, and guest writers, have a
 * profile without an account. An account's own fields (its address above all) never reach a page.
 */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: { singular: 'Author', plural: 'Authors' },
  access: adminWritable,
  hooks: withRevalidation(),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    group: 'Blog',
    description: 'The writers named on posts, each with a public page. Link a profile to a staff account to credit that person’s new posts to it.',
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField('name'),
    { name: 'bio', type: 'textarea', maxLength: 600, admin: { description: 'A sentence or two shown under each of the writer’s posts and on their page.' } },
    { name: 'photo', type: 'upload', relationTo: 'uploads', admin: { description: 'Shown small and square: a head-and-shoulders picture works best.' } },
    {
      name: 'account',
      type: 'relationship',
      relationTo: 'users',
      unique: true,
      index: true,
      // Only the staff's accounts write posts; the public never learns which account a profile is.
      filterOptions: { role: { in: ['admin', 'editor'] } },
      access: { read: isStaffField, create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: 'The staff account whose public profile this is. Its new posts name this writer, and the creator’s profile signs every post that names no writer.',
      },
    },
  ],
}
