import type { Field } from 'payload'

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
  admin: { position: 'sidebar' },
})

export const submittedByField = (): Field => ({
  name: 'submittedBy',
  type: 'relationship',
  relationTo: 'users',
  admin: { position: 'sidebar', readOnly: true },
})
