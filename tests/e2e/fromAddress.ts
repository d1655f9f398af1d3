import http from 'node:http'

/**
 * One HTTP request sent from a chosen loopback address (127.0.0.0/8 is all this machine's),
 * so a test can be several clients, as the app's server sees them on the socket. Playwright's
 * own request fixture always connects from 127.0.0.1.
 */
export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string }

export const requestFrom = (
  localAddress: string,
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    req.end(body)
  })

/**
 * A loopback address of its own for each caller (127.0.0.0/8): the second byte comes from the
 * test worker's process id, so two workers running at once never share one.
 */
let calls = 0
export const loopbackAddress = () => `127.${20 + (process.pid % 200)}.${Math.floor(++calls / 250) % 250}.${(calls % 250) + 2}`
