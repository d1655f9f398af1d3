/**
 * The colour of each inbox status, one map for every inbox list: what waits for the creator
 * stands out ("new", a subscriber still to confirm), what is settled is quiet.
 */
export type StatusPillStyle = 'error' | 'light' | 'light-gray' | 'success' | 'warning'

export const STATUS_PILL: Record<string, StatusPillStyle> = {
  new: 'warning',
  read: 'light',
  answered: 'success',
  accepted: 'success',
  declined: 'light-gray',
  pending: 'warning',
  active: 'success',
  unsubscribed: 'light-gray',
}

type Option = string | { label?: unknown; value: string }

/** An option's label as the collection wrote it (a plain string here), else its value. */
export const optionLabel = (options: readonly Option[] | undefined, value: string): string => {
  const option = options?.find((o) => (typeof o === 'string' ? o : o.value) === value)
  if (!option || typeof option === 'string') return value
  return typeof option.label === 'string' ? option.label : value
}
