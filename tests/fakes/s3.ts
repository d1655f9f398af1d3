/**
 * A loopback stand-in for S3 (path-style: `/{bucket}/{key}`), enough for what
 * `@payloadcms/storage-s3` asks of it, so no test needs MinIO or AWS. Objects live in memory.
 *
 * - Buckets: `PUT /{bucket}` creates one (a second time is fine), `HEAD /{bucket}` tells
 *   whether it exists; an object request to a missing bucket is `NoSuchBucket`.
 * - Objects: PutObject (plain bodies and the SDK's `aws-chunked` streaming encoding),
 *   GetObject (with `Range`), HeadObject, DeleteObject, DeleteObjects (`POST ?delete`) and
 *   ListObjectsV2 (`GET /{bucket}?list-type=2&prefix=`, one page).
 * - Not here: multipart uploads. storage-s3 goes multipart only from 50 MB, and the site
 *   refuses uploads over 20 MB; the fake answers `NotImplemented` (501) so a change shows.
 * - Every request must be signed for the fake's access key (`Credential=<key>/…` in
 *   `Authorization`): an unsigned request is `AccessDenied`, another key `InvalidAccessKeyId`.
 *   The signature itself is not checked.
 * - `GET /__fake/objects` lists every stored object as JSON, for tests in other processes.
 *
 * In a test: `const s3 = await startS3Fake({ buckets: ['media'] })`, then `s3Environment(s3,
 * 'media')` is what the app needs, and `s3.objects('media')` what it stored. By hand, for a dev
 * server or two app instances sharing one bucket:
 *   node --import tsx tests/fakes/s3.ts 12113 [bucket]   (prints the environment lines)
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

export type FakeObject = {
  bucket: string
  key: string
  size: number
  contentType: string
  /** Quoted MD5 of the bytes, as S3 gives it for a single-part upload. */
  etag: string
  lastModified: Date
}

type Stored = FakeObject & { body: Buffer }

export type S3Fake = {
  url: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  createBucket: (name: string) => void
  /** What is stored, in key order; one bucket's or every bucket's. */
  objects: (bucket?: string) => FakeObject[]
  /** An object's bytes, or undefined. */
  body: (bucket: string, key: string) => Buffer | undefined
  stop: () => Promise<void>
}

/** Test credentials (never real ones): what the app is configured with and the fake expects. */
export const FAKE_S3_CREDENTIALS = { accessKeyId: 'FAKES3ACCESSKEY', secretAccessKey: 'fake-s3-secret-for-tests' } as const

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

const unescapeXml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (entity, name: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    if (named[name]) return named[name]
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return Number.isFinite(code) ? String.fromCodePoint(code) : entity
  })

const sendXml = (res: http.ServerResponse, status: number, xml: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' })
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`)
}

const sendError = (req: http.IncomingMessage, res: http.ServerResponse, status: number, code: string, message: string) => {
  // A HEAD answer has no body: the SDK reads the error from the status alone (404 → NotFound).
  if (req.method === 'HEAD') {
    res.writeHead(status)
    return res.end()
  }
  sendXml(res, status, `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`)
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

/**
 * The SDK streams a body of unknown length (and may add a checksum trailer) as
 * `aws-chunked`: `<hex size>[;chunk-signature=…]\r\n<bytes>\r\n`, ending with a 0-size chunk.
 */
const isAwsChunked = (req: http.IncomingMessage) =>
  String(req.headers['content-encoding'] ?? '').includes('aws-chunked') ||
  String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')

const decodeAwsChunked = (raw: Buffer): Buffer => {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at)
    if (lineEnd === -1) throw new Error('aws-chunked body without a chunk header')
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0], 16)
    if (!Number.isFinite(size)) throw new Error('aws-chunked chunk size is not a number')
    if (size === 0) return Buffer.concat(parts)
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

type ByteRange = { start: number; end: number }

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; null when it cannot be satisfied. */
const parseRange = (header: string, size: number): ByteRange | null => {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    return suffix === 0 || size === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start >= size || end < start ? null : { start, end }
}

const objectHeaders = (object: Stored) => ({
  'content-type': object.contentType,
  etag: object.etag,
  'last-modified': object.lastModified.toUTCString(),
  'accept-ranges': 'bytes',
})

const describe = ({ bucket, key, size, contentType, etag, lastModified }: Stored): FakeObject => ({ bucket, key, size, contentType, etag, lastModified })

export async function startS3Fake({
  port = 0,
  buckets = [],
  region = 'us-east-1',
  credentials = FAKE_S3_CREDENTIALS,
}: { port?: number; buckets?: string[]; region?: string; credentials?: { accessKeyId: string; secretAccessKey: string } } = {}): Promise<S3Fake> {
  const store = new Map<string, Map<string, Stored>>()
  const createBucket = (name: string) => {
    if (!store.has(name)) store.set(name, new Map())
  }
  buckets.forEach(createBucket)

  const sorted = (objects: Iterable<Stored>) => [...objects].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? 'GET'
    try {
      if (method === 'GET' && url.pathname === '/__fake/objects') {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(JSON.stringify(sorted([...store.values()].flatMap((objects) => [...objects.values()])).map(describe)))
      }

      const credential = /Credential=([^/,\s]+)\//.exec(req.headers.authorization ?? '')?.[1]
      if (!credential) return sendError(req, res, 403, 'AccessDenied', 'Anonymous access is not allowed.')
      if (credential !== credentials.accessKeyId) return sendError(req, res, 403, 'InvalidAccessKeyId', 'The access key does not exist.')

      // The SDK percent-encodes each segment of the key; '/' inside a key stays a '/'.
      const [bucketName = '', ...keyParts] = url.pathname.slice(1).split('/')
      const bucket = decodeURIComponent(bucketName)
      const key = keyParts.map(decodeURIComponent).join('/')
      if (!bucket) return sendError(req, res, 501, 'NotImplemented', 'ListBuckets is not part of this fake.')
      if (url.searchParams.has('uploads') || url.searchParams.has('uploadId')) {
        return sendError(req, res, 501, 'NotImplemented', 'Multipart uploads are not part of this fake.')
      }

      if (!key) {
        if (method === 'PUT') {
          createBucket(bucket)
          res.writeHead(200, { location: `/${bucket}` })
          return res.end()
        }
        const objects = store.get(bucket)
        if (!objects) return sendError(req, res, 404, 'NoSuchBucket', `The bucket ${bucket} does not exist.`)
        if (method === 'HEAD') {
          res.writeHead(200)
          return res.end()
        }
        if (method === 'POST' && url.searchParams.has('delete')) {
          const xml = (await readBody(req)).toString('utf8')
          const keys = [...xml.matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((m) => unescapeXml(m[1]))
          keys.forEach((k) => objects.delete(k))
          const quiet = /<Quiet>\s*true\s*<\/Quiet>/i.test(xml)
          const deleted = quiet ? '' : keys.map((k) => `<Deleted><Key>${escapeXml(k)}</Key></Deleted>`).join('')
          return sendXml(res, 200, `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${deleted}</DeleteResult>`)
        }
        if (method === 'GET' && url.searchParams.get('list-type') === '2') {
          const prefix = url.searchParams.get('prefix') ?? ''
          const listed = sorted(objects.values()).filter((o) => o.key.startsWith(prefix))
          const contents = listed
            .map((o) => `<Contents><Key>${escapeXml(o.key)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${escapeXml(o.etag)}</ETag><Size>${o.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`)
            .join('')
          return sendXml(
            res,
            200,
            `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix>` +
              `<KeyCount>${listed.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
          )
        }
        return sendError(req, res, 501, 'NotImplemented', `${method} on a bucket is not part of this fake.`)
      }

      const objects = store.get(bucket)
      if (!objects) return sendError(req, res, 404, 'NoSuchBucket', `The bucket ${bucket} does not exist.`)

      if (method === 'PUT') {
        if (req.headers['x-amz-copy-source']) return sendError(req, res, 501, 'NotImplemented', 'CopyObject is not part of this fake.')
        const raw = await readBody(req)
        const body = isAwsChunked(req) ? decodeAwsChunked(raw) : raw
        const etag = `"${createHash('md5').update(body).digest('hex')}"`
        const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream')
        objects.set(key, { bucket, key, body, size: body.length, contentType, etag, lastModified: new Date() })
        res.writeHead(200, { etag })
        return res.end()
      }
      if (method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204)
        return res.end()
      }
      if (method === 'GET' || method === 'HEAD') {
        const object = objects.get(key)
        if (!object) return sendError(req, res, 404, 'NoSuchKey', 'The specified key does not exist.')
        const rangeHeader = req.headers.range
        if (rangeHeader) {
          const range = parseRange(rangeHeader, object.size)
          if (!range) return sendError(req, res, 416, 'InvalidRange', 'The requested range is not satisfiable.')
          res.writeHead(206, {
            ...objectHeaders(object),
            'content-length': range.end - range.start + 1,
            'content-range': `bytes ${range.start}-${range.end}/${object.size}`,
          })
          return res.end(method === 'HEAD' ? undefined : object.body.subarray(range.start, range.end + 1))
        }
        res.writeHead(200, { ...objectHeaders(object), 'content-length': object.size })
        return res.end(method === 'HEAD' ? undefined : object.body)
      }
      return sendError(req, res, 405, 'MethodNotAllowed', `${method} is not allowed on an object.`)
    } catch (error) {
      return sendError(req, res, 500, 'InternalError', String(error))
    }
  })

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    region,
    ...credentials,
    createBucket,
    objects: (bucket) => sorted(bucket ? (store.get(bucket)?.values() ?? []) : [...store.values()].flatMap((o) => [...o.values()])).map(describe),
    body: (bucket, key) => store.get(bucket)?.get(key)?.body,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** What the app needs to store its uploads in `bucket` on the fake (see payload.config.ts). */
export const s3Environment = (fake: Pick<S3Fake, 'url' | 'region' | 'accessKeyId' | 'secretAccessKey'>, bucket: string) => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: fake.url,
  S3_REGION: fake.region,
  S3_ACCESS_KEY_ID: fake.accessKeyId,
  S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
})

/** The objects the fake at `base` holds, for a test in another process than the fake. */
export const fakeS3Objects = async (base: string): Promise<FakeObject[]> =>
  ((await (await fetch(`${base}/__fake/objects`)).json()) as (FakeObject & { lastModified: string })[]).map((o) => ({
    ...o,
    lastModified: new Date(o.lastModified),
  }))

// `node --import tsx tests/fakes/s3.ts [port] [bucket]`: run the fake on its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bucket = process.argv[3] || 'uploads'
  void startS3Fake({ port: Number(process.argv[2] || 12113), buckets: [bucket] }).then((fake) => {
    console.log(`S3 fake listening on ${fake.url} (bucket "${bucket}"); for the app:`)
    for (const [name, value] of Object.entries(s3Environment(fake, bucket))) console.log(`${name}=${value}`)
    const stop = () => void fake.stop().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
}
