import type { Field } from 'payload'

/** The date readers see ("date" in the API). Set to now on first publish when left empty. */
export const publishedAtField = (): Field => ({
  name: 'publishedAt',
  label: 'Publish date',
  type: 'date',
  index: true,
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  hooks: {
    beforeChange: [
      ({ value, siblingData }) => {
        if (value) return value
        if (siblingData?._status === 'published' || siblingData?._status === undefined) {
          return new Date().toISOString()
        }
        return value
      },
    ],
  },
})
