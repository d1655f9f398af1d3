import { Badge, TONES } from './Badge'

/**
 * SPEC §4: category badge colours map by category name. The seven topics each get their own
 * colour; a category the creator adds later gets the neutral one until it is given a colour here.
 */
const CATEGORY_TONES: Record<string, string> = {
  'Media & Culture': TONES.violet,
  'Respectable Sins': TONES.rose,
  'Common Struggles': TONES.orange,
  'Subtle Deceptions': TONES.red,
  'Methods for Renewal': TONES.green,
  'Testimonies & Warnings': TONES.blue,
  'Scripture & Clarity': TONES.teal,
}

export const categoryTone = (name: string): string => CATEGORY_TONES[name] ?? TONES.neutral

export function CategoryBadge({ name }: { name: string }) {
  if (!name) return null
  return <Badge tone={categoryTone(name)}>{name}</Badge>
}
