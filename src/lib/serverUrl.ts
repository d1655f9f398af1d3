/** The site's public origin, e.g. https://example.org (no trailing slash). */
export const serverUrl = (): string =>
  (process.env.SERVER_URL || process.env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(
    /\/+$/,
    '',
  )
