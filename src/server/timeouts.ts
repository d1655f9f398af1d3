import type http from 'node:http'

/**
 * How long a request may take to arrive whole. Node's default, 5 minutes, cut off an episode's
 * audio file (up to 500 MB, which the proxy passes on as it arrives) on any upload slower than
 * about 14 Mbit/s. An hour takes 500 MB at 1.2 Mbit/s. A client that stops sending is not held
 * that long: the proxy drops it after 60 s without a byte (nginx's `client_body_timeout`), and
 * its headers must still come within `headersTimeout`.
 */
const REQUEST_TIMEOUT_MS = 60 * 60_000

/**
 * The server's timeouts. An idle keep-alive connection stays open longer than a client may wait
 * before reusing it (nginx keeps its upstream connections 60 s): closed first (Node's default is
 * 5 s), it races the client's next request on it, which then fails with a reset, or a 502 behind
 * nginx.
 */
export const setServerTimeouts = (server: http.Server) => {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  server.requestTimeout = REQUEST_TIMEOUT_MS
}
