/** What an array's rows are labelled with (src/fields/rowLabel/RowLabel.tsx draws it). */
export type RowLabelProps = {
  /** The row's words, its fields named in braces: "Day {day}: {title}". */
  template: string
  /** For a row whose fields are all still empty: "New day" becomes "New day 3". */
  fallback: string
}

const PLACEHOLDER = /\{(\w+)\}/g
const shown = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\s+/g, ' ').trim() : '')

/** The label for one row (`number` counts from 1); a separator left hanging by an empty field goes. */
export const rowLabelText = ({ template, fallback }: RowLabelProps, data: Record<string, unknown>, number: number): string => {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1])
  if (names.every((name) => !shown(data[name]))) return `${fallback} ${number}`
  const text = template.replace(PLACEHOLDER, (_, name: string) => shown(data[name]))
  return text.replace(/\s*[:·–-]\s*$/, '').replace(/^\s*[:·–-]\s*/, '').trim()
}

/** A Payload array's `admin.components.RowLabel`, labelling each row by `template`. */
export const rowLabel = (template: string, fallback: string) => ({
  RowLabel: { path: '/src/fields/rowLabel/RowLabel#RowLabel', clientProps: { template, fallback } satisfies RowLabelProps },
})
