import type { Field, SanitizedConfig, Validate } from 'payload'

/**
 * The autosaved collections validate drafts (`versions.drafts.validate`) only so that Payload's
 * create view stops making a document the moment it opens (src/collections/publishable.ts); their
 * drafts must still save half written, as Payload saves drafts without validation otherwise. So
 * each field's validation (Payload's own for its type, or ours) runs only when a save publishes:
 * a save marked as a draft, and the admin's checks while typing (`onChange`), pass; publishing,
 * a scheduled publish and every save that is not a draft are checked as before, on the server,
 * and the form shows what it refused. Applied to the built config, where every field has its
 * validation function. A block inside rich text is out of this walk's reach: its fields wrap
 * their own validation in `onlyWhenPublishing` (src/fields/passageBlock/block.ts).
 */
export const onlyWhenPublishing =
  <TValue, TData, TSibling, TField extends object>(validate: Validate<TValue, TData, TSibling, TField>): Validate<TValue, TData, TSibling, TField> =>
  // Each field type's validation has its own option type; the wrapper passes them through as they are.
  (value, options) =>
    options.event === 'onChange' || (options.data as { _status?: unknown } | undefined)?._status === 'draft' ? true : validate(value, options)

const relax = (fields: Field[]) => {
  for (const field of fields) {
    if ('validate' in field && typeof field.validate === 'function') (field as { validate: Validate }).validate = onlyWhenPublishing(field.validate as Validate)
    if ('fields' in field) relax(field.fields)
    if ('tabs' in field) for (const tab of field.tabs) relax(tab.fields)
    if ('blocks' in field) for (const block of field.blocks) if (typeof block === 'object') relax(block.fields)
  }
}

export const draftsUnvalidated = (config: SanitizedConfig): SanitizedConfig => {
  for (const collection of config.collections) {
    const drafts = collection.versions && typeof collection.versions === 'object' ? collection.versions.drafts : undefined
    if (drafts && typeof drafts === 'object' && drafts.validate && drafts.autosave) relax(collection.fields)
  }
  return config
}
