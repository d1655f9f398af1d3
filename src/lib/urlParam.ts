/**
 * A route segment as text. Next usually hands params over decoded already, but clients and
 * proxies also double-encode ("Biblically%2520Sound"); decoding once more is harmless for
 * plain text, and a value with a bare "%" (not an escape) is kept as it came.
 */
export const decodeParam = (value: string): string => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
