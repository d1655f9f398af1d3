/** The id of an episode's audio file, however the relationship arrives (an id, its text, or the populated file), or null. */
export const audioIdOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null
}
