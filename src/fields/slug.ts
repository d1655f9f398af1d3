import type { Field, FieldHook } from 'payload'

/** "Grace & Truth: Part 2!" -> "grace-truth-part-2" */
export const slugify = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)

const fillSlug =
  (sourceField: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    return typeof source === 'string' ? slugify(source) : value
  }

/**
 * A unique, URL-safe slug made from `sourceField` when left empty. The creator may edit it
 * (unless `fixed`); whatever is typed is normalised the same way.
 */
export const slugField = (sourceField = 'title', { fixed = false } = {}): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: 'Web address',
  admin: {
    position: 'sidebar',
    // `fixed`: documents whose address is a route of its own; shown, never edited in the admin.
    readOnly: fixed,
    description: fixed
      ? 'The page’s fixed web address.'
      : `The end of its web address, such as my-first-post (small letters, digits and hyphens). Filled from the ${sourceField} when left empty.`,
  },
  hooks: { beforeValidate: [fillSlug(sourceField)] },
  // An empty slug is fine in the form: the hook fills it from the source field before the
  // server validates, so the stored value is never empty.
  validate: (value: unknown) =>
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))
      ? true
      : 'Use lower-case letters, numbers and single dashes only.',
})
