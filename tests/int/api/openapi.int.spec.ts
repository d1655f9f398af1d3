import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { GET as categories } from '@/app/(frontend)/api/categories/route'
import { GET as category } from '@/app/(frontend)/api/category/[slug]/route'
import { GET as lyrics } from '@/app/(frontend)/api/lyrics-analysis/route'
import { GET as musicOne } from '@/app/(frontend)/api/music-analysis/[slug]/route'
import { GET as music } from '@/app/(frontend)/api/music-analysis/route'
import { GET } from '@/app/(frontend)/api/openapi.json/route'
import { GET as organizationOne } from '@/app/(frontend)/api/organizations/[slug]/route'
import { GET as organizations } from '@/app/(frontend)/api/organizations/route'
import { GET as postOne } from '@/app/(frontend)/api/posts/[slug]/route'
import { GET as posts } from '@/app/(frontend)/api/posts/route'
import { GET as search } from '@/app/(frontend)/api/search/route'
import * as shape from '@/lib/openapi/shapes'
import { call } from '../../api'
import { createPost } from '../../factories'
import { createLyricsAnalysis, createMusicAnalysis, createOrganization } from '../../factories/content'

// Dated in the past so that files listing the newest items of the whole site never see these.
const PAST = '2001-01-01T00:00:00.000Z'

const apiDir = path.resolve(__dirname, '../../../src/app/(frontend)/api')
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** Every route file under /api as its OpenAPI path ("[slug]" → "{slug}"). */
const routeFiles = () =>
  (readdirSync(apiDir, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => ({
      file,
      apiPath: '/api/' + path.dirname(file).split(path.sep).map((s) => s.replace(/^\[(\w+)\]$/, '{$1}')).join('/'),
    }))

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with request bodies from the form schemas', async () => {
    const res = await call(GET, '/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.json.openapi).toBe('3.1.0')
    const contact = res.json.paths['/api/contact'].post.requestBody.content['application/json'].schema
    expect(contact.required).toEqual(['name', 'email', 'subject', 'message'])
    expect(contact.properties.message.minLength).toBe(10)
  })

  it('describes every method of every route file, and nothing that does not exist', async () => {
    const { paths } = (await call(GET, '/api/openapi.json')).json as { paths: Record<string, Record<string, unknown>> }
    const files = routeFiles()
    expect(files.length).toBeGreaterThan(30)
    const implemented: string[] = []
    for (const { file, apiPath } of files) {
      const mod = (await import(path.join(apiDir, file))) as Record<string, unknown>
      for (const method of METHODS) if (typeof mod[method] === 'function') implemented.push(`${method} ${apiPath}`)
    }
    const documented = Object.entries(paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
    expect(documented.sort()).toEqual(implemented.sort())
    // Every route answers 503 when the database cannot be reached (src/lib/http/route.ts).
    const operations = Object.values(paths).flatMap((ops) => Object.values(ops) as { responses: Record<string, unknown> }[])
    expect(operations.filter((op) => !op.responses['503'])).toEqual([])
    // Every change honours an Idempotency-Key, and says so.
    const changes = Object.entries(paths).flatMap(([p, ops]) =>
      Object.entries(ops as Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>)
        .filter(([method]) => method !== 'get')
        .map(([method, op]) => ({ at: `${method} ${p}`, keyed: op.parameters?.some((q) => q.in === 'header' && q.name === 'Idempotency-Key') && !!op.responses['422'] })),
    )
    expect(changes.length).toBeGreaterThan(10)
    expect(changes.filter((change) => !change.keyed)).toEqual([])
  })
})

describe('switchable sections in the document', () => {
  it('say that their endpoints answer 404 while the section is switched off', async () => {
    type Paths = Record<string, Record<string, { responses: Record<string, { description: string }> }>>
    const { paths } = (await call(GET, '/api/openapi.json')).json as { paths: Paths }
    expect(paths['/api/organizations'].get.responses['404'].description).toMatch(/Organizations switched off/)
    expect(paths['/api/organizations/{slug}'].get.responses['404'].description).toMatch(/^Organization not found, or Organizations switched off/)
    expect(paths['/api/lyrics-analysis'].get.responses['404'].description).toMatch(/Lyrics Analysis switched off/)
    expect(paths['/api/music-analysis'].get.responses['404']).toBeUndefined()
  })
})

describe('the documented shapes', () => {
  it('match what the content endpoints really answer', async () => {
    const post = await createPost({ title: 'Shape check on grace' })
    const org = await createOrganization({ publishedAt: PAST })
    const song = await createMusicAnalysis({ publishedAt: PAST })
    await createLyricsAnalysis({ publishedAt: PAST })
    const categorySlug = (await posts_(post.slug)).categorySlug
    const checks: [z.ZodType, Promise<{ status: number; json: unknown }>][] = [
      [shape.paged(shape.postShape), call(posts, '/api/posts')],
      [shape.postDetailShape, call(postOne, `/api/posts/${post.slug}`, { params: { slug: post.slug } })],
      [z.array(shape.categoryShape), call(categories, '/api/categories')],
      [shape.paged(shape.postShape), call(category, `/api/category/${categorySlug}`, { params: { slug: categorySlug } })],
      [shape.paged(shape.lyricsAnalysisShape), call(lyrics, '/api/lyrics-analysis')],
      [z.array(shape.organizationShape), call(organizations, '/api/organizations')],
      [shape.organizationDetailShape, call(organizationOne, `/api/organizations/${org.slug}`, { params: { slug: org.slug } })],
      [shape.paged(shape.musicAnalysisShape), call(music, '/api/music-analysis')],
      [shape.musicAnalysisShape, call(musicOne, `/api/music-analysis/${song.slug}`, { params: { slug: song.slug } })],
      [shape.searchResultsShape, call(search, '/api/search', { query: { q: 'grace' } })],
    ]
    for (const [schema, answer] of checks) {
      const res = await answer
      expect(res.status).toBe(200)
      const parsed = schema.safeParse(res.json)
      expect(parsed.success ? null : parsed.error.issues).toBeNull()
    }
  })
})

const posts_ = async (slug: string) => (await call(postOne, `/api/posts/${slug}`, { params: { slug } })).json as { categorySlug: string }
