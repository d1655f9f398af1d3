/**
 * Whether every %-escape in a request path decodes to valid UTF-8 ("/blog/%FF" and the
 * overlong "%C0%AE" do not). Next answers such paths with a 500 while decoding its route
 * parameters, so the server turns them away first. The query string is the handlers' own
 * business and is not checked here.
 */
export const hasValidEscapes = (url: string): boolean => {
  const pathname = url.split('?', 1)[0]
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}
