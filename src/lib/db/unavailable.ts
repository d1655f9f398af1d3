/**
 * Whether an error means the database could not be reached or dropped the connection, rather
 * than refusing what was asked. A write that fails so may or may not have been committed (the
 * connection can drop while the COMMIT is under way), so the route answers 503: try again.
 *
 * PostgreSQL's connection classes (08…: connection exception; 57P01–57P03: the server shutting
 * down or starting), the socket's own errors, node-postgres's words for a connection it lost,
 * and a transaction that could not begin (src/lib/db/transactions.ts). Drizzle and Payload wrap
 * the driver's error, so its causes are followed.
 */
const SQLSTATE = /^(08|57P0[123])/
const SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'])
const LOST = /Connection terminated|connection error and is not queryable|Client was closed|transaction could not begin|timeout exceeded when trying to connect/i

export const databaseUnavailable = (error: unknown): boolean => {
  const seen = new Set<unknown>()
  for (let current = error; current && typeof current === 'object' && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current)
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown }
    if (typeof code === 'string' && (SQLSTATE.test(code) || SOCKET.has(code))) return true
    if (typeof message === 'string' && LOST.test(message)) return true
    // A connection refused on every address the host name gave.
    if (Array.isArray(errors) && errors.some(databaseUnavailable)) return true
  }
  return false
}
