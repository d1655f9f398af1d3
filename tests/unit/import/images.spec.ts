import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isPublicAddress } from '@/import/content/addresses'
import { fetchPublicImage } from '@/import/content/images'

const PNG = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64)])
let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/'
    if (path === '/cross.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
    if (path === '/page') return response.writeHead(200, { 'content-type': 'text/html' }).end('<script>x</script>')
    if (path === '/lying.png') return response.writeHead(200, { 'content-type': 'image/png' }).end('<svg onload="x()"/>')
    if (path === '/big.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([PNG, Buffer.alloc(2048)]))
    if (path === '/loop') return response.writeHead(302, { location: '/loop' }).end()
    if (path === '/moved') return response.writeHead(301, { location: '/cross.png' }).end()
    if (path === '/elsewhere') return response.writeHead(302, { location: 'file:///etc/passwd' }).end()
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('fetchPublicImage', () => {
  it('refuses a private address unless told otherwise', async () => {
    expect(await fetchPublicImage(`${base}/cross.png`)).toEqual({ error: `${base}/cross.png is on a private network address and was not fetched` })
    const fetched = await fetchPublicImage(`${base}/cross.png`, { allowPrivate: true })
    expect(fetched).toEqual({ data: PNG, mimeType: 'image/png', filename: 'cross.png' })
  })

  it('follows a redirect, at most three', async () => {
    expect(await fetchPublicImage(`${base}/moved`, { allowPrivate: true })).toMatchObject({ mimeType: 'image/png' })
    expect(await fetchPublicImage(`${base}/loop`, { allowPrivate: true })).toEqual({ error: expect.stringContaining('redirected more than 3 times') })
    expect(await fetchPublicImage(`${base}/elsewhere`, { allowPrivate: true })).toEqual({ error: expect.stringContaining('not an http(s) address') })
  })

  it('answers in plain words when the server fails or sends no image', async () => {
    expect(await fetchPublicImage(`${base}/missing.png`, { allowPrivate: true })).toEqual({ error: `${base}/missing.png could not be downloaded: the server answered 404` })
    expect(await fetchPublicImage(`${base}/page`, { allowPrivate: true })).toEqual({ error: expect.stringContaining('text/html') })
    expect(await fetchPublicImage(`${base}/lying.png`, { allowPrivate: true })).toEqual({ error: expect.stringContaining('not a JPEG, PNG') })
    expect(await fetchPublicImage(`${base}/big.png`, { allowPrivate: true, maxBytes: 1024 })).toEqual({ error: expect.stringContaining('larger than') })
    expect(await fetchPublicImage('ftp://example.org/a.png')).toEqual({ error: expect.stringContaining('not an http(s) address') })
    expect(await fetchPublicImage('not a url')).toEqual({ error: expect.stringContaining('not a web address') })
  })
})

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::a00:1', false],
    ['2002:c0a8:0101::1', false],
    ['not an address', false],
  ])('%s is public: %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected)
  })
})
