/**
 * The query Payload will read. A POST with `X-Payload-HTTP-Method-Override: GET` (the admin's
 * long relationship searches) carries it as a form-encoded body, which Payload appends to the
 * address exactly like this.
 */
/** A POST that Payload answers as a GET, as its router decides it (whatever the body's type). */
export const overridesMethod = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' || request.headers.get('X-HTTP-Method-Override') === 'GET')

export const effectiveQuery = async (request: Request, url: URL): Promise<URLSearchParams> => {
  if (!overridesMethod(request) || request.headers.get('Content-Type') !== 'application/x-www-form-urlencoded') return url.searchParams
  return new URL(`${request.url}?${await request.clone().text()}`).searchParams
}

/**
 * Payload JSON.parses a plain `where` or `data` parameter (the bracketed `where[title][equals]`
 * form is parsed as a query string instead) and answers a malformed one with a 500.
 */
export const malformedJsonParameter = (query: URLSearchParams): string | undefined => {
  for (const name of ['where', 'data']) {
    const value = query.get(name)
    if (!value) continue
    try {
      JSON.parse(value)
    } catch {
      return name
    }
  }
  return undefined
}
