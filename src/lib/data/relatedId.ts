/** The id a relationship holds, whether it was read as an id or as the related document. */
export const relatedId = (value: unknown): number | null => {
  if (value && typeof value === 'object' && 'id' in value) return Number((value as { id: unknown }).id)
  if (typeof value === 'number') return value
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null
}
