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

/**
 * An image-optimizer address whose source carries a fragment (`url=/cms-api/uploads/file/a.webp%23x`):
 * the fragment never reaches the file, yet each one made the optimizer convert the image again
 * and keep another copy on disk. (Query strings on the source are refused by next.config.ts.)
 */
export const imageSourceWithFragment = (url: string): boolean => {
  if (!url.startsWith('/_next/image?')) return false
  try {
    return new URLSearchParams(url.slice(url.indexOf('?') + 1)).getAll('url').some((source) => source.includes('#'))
  } catch {
    return false
  }
}
