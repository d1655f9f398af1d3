import type { Field } from 'payload'

/** Where the creator is with a visitor's submission. */
export const reviewStatusField = (): Field => ({
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'new',
  index: true,
  options: [
    { label: 'New', value: 'new' },
    { label: 'Reviewed', value: 'reviewed' },
    { label: 'Done', value: 'done' },
  ],
  admin: { position: 'sidebar' },
})

export const submittedByField = (): Field => ({
  name: 'submittedBy',
  type: 'relationship',
  relationTo: 'users',
  admin: { position: 'sidebar', readOnly: true },
})
