/**
 * An absolute http(s) address as a URL, or null: a stored or configured value never becomes a
 * `javascript:` link, and older data is checked again where it is shown.
 */
export const webUrl = (value: unknown): URL | null => {
  if (typeof value !== 'string' || !value.trim()) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** Payload field validator: empty, or an absolute http(s) URL. */
export const httpUrl = (value: unknown): true | string => {
  if (value === null || value === undefined || value === '') return true
  return webUrl(value) ? true : 'Please enter a valid URL.'
}
