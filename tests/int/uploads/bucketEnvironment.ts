/**
 * Points this test file's Payload at a loopback S3 bucket (tests/fakes/s3.ts). Import it
 * before anything that loads the Payload config, which reads S3_* once, when it is first
 * imported. Changing the environment runs the importing file with modules of its own
 * (vitest.config.ts), so its Payload is built from this environment and no other file's is.
 *
 * A new crop or focal point is cut from the original, which Payload fetches from the site's
 * own address when the file is not on disk: SERVER_URL is a loopback server that answers
 * the file route the way Next would.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { vi } from 'vitest'

import { s3Environment, startS3Fake } from '../../fakes/s3'

export const BUCKET = 'site-uploads'

export const s3 = await startS3Fake({ buckets: [BUCKET] })
for (const [name, value] of Object.entries(s3Environment(s3, BUCKET))) vi.stubEnv(name, value)

const site = http.createServer(async (req, res) => {
  // Loaded on the first request, once the environment above is in place.
  const route = await import('@/app/(payload)/cms-api/[...slug]/route')
  const url = new URL(req.url ?? '/', siteUrl)
  const slug = url.pathname.replace(/^\/cms-api\/?/, '').split('/').filter(Boolean).map(decodeURIComponent)
  const headers = new Headers(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])))
  const answer = await route.GET(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
  res.writeHead(answer.status, Object.fromEntries(answer.headers))
  res.end(Buffer.from(await answer.arrayBuffer()))
})
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
const siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`
vi.stubEnv('SERVER_URL', siteUrl)

export const stopBucketEnvironment = async () => {
  await new Promise<void>((resolve) => {
    site.close(() => resolve())
    site.closeAllConnections()
  })
  await s3.stop()
}
