/**
 * Where to go after signing in: the `next` parameter when it is a path on this site, else "/".
 * "//host" and "/\host" are read by browsers as another site, so only a single leading slash
 * followed by something else counts (DECISIONS.md: only same-site paths).
 */
export const safeNextPath = (next: string | null | undefined): string => {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/'
  // Control characters (a tab or newline inside "/\t/evil.com") are dropped by URL parsers.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/'
  return next
}
