import type { Endpoint, Field } from 'payload'
import { z } from 'zod'

import { userIsStaff } from '@/access/roles'
import { forbidden, json, notFound, unauthorized } from '@/lib/http/responses'
import { isReviewedCollection, markOpened } from '@/lib/data/inbox'

/**
 * Where the creator is with what a visitor sent: a message (contact, donation) is read, then
 * answered; a suggestion or submission is read, then accepted or declined. Every new one
 * starts as "new", which the admin dashboard counts.
 */
const STATUS_OPTIONS = {
  message: [
    { label: 'New', value: 'new' },
    { label: 'Read', value: 'read' },
    { label: 'Answered', value: 'answered' },
  ],
  suggestion: [
    { label: 'New', value: 'new' },
    { label: 'Read', value: 'read' },
    { label: 'Accepted', value: 'accepted' },
    { label: 'Declined', value: 'declined' },
  ],
} as const

export type ReviewKind = keyof typeof STATUS_OPTIONS

export const reviewStatusField = (kind: ReviewKind): Field => ({
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'new',
  index: true,
  options: STATUS_OPTIONS[kind].map((option) => ({ ...option })),
  admin: {
    position: 'sidebar',
    components: {
      // The select as Payload draws it; opening a "new" item marks it read (openedEndpoint).
      Field: '@/components/admin/inbox/StatusField#StatusField',
      Cell: '@/components/admin/inbox/StatusCell#StatusCell',
    },
  },
})

/** An inbox item's id in an endpoint's address (a PostgreSQL integer); anything else is no item. */
export const itemId = z.coerce.number().int().positive().max(2 ** 31 - 1)

/**
 * POST /cms-api/<inbox collection>/:id/opened: the edit view says a staff member opened the
 * item, and a "new" one becomes "read". Only this asks; reading an item never changes it.
 */
export const openedEndpoint: Endpoint = {
  path: '/:id/opened',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return unauthorized()
    if (!userIsStaff(req.user)) return forbidden()
    const collection = String(req.routeParams?.collection)
    const id = itemId.safeParse(req.routeParams?.id)
    if (!isReviewedCollection(collection) || !id.success) return notFound()
    const result = await markOpened({ payload: req.payload, user: req.user }, collection, id.data)
    return result ? json(result) : notFound()
  },
}

export const submittedByField = (): Field => ({
  name: 'submittedBy',
  type: 'relationship',
  relationTo: 'users',
  admin: { position: 'sidebar', readOnly: true },
})
