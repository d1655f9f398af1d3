/** Payload field validator: empty, or an absolute http(s) URL. */
export const httpUrl = (value: unknown): true | string => {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return 'Please enter a valid URL.'
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'Please enter a valid URL.'
  } catch {
    return 'Please enter a valid URL.'
  }
}
