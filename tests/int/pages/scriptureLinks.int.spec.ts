/**
 * References in the creator's words are links in the page's HTML as the server sends it (before
 * any script runs), while the JSON API gives the same fields in their documented formats, with
 * no links added. The page request's headers are set here in place of Next's.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { createElement, type ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { GET as musicAnalysisApi } from '@/app/(frontend)/api/music-analysis/[slug]/route'
import { GET as postApi } from '@/app/(frontend)/api/posts/[slug]/route'
import { makeQueryClient } from '@/lib/client/queryClient'
import { lexicalFromBlocks } from '@/seed/lexical'
import { call } from '../../api'
import { createPost } from '../../factories'
import { createMusicAnalysis } from '../../factories/content'

vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
  draftMode: async () => ({ isEnabled: false }),
}))

const { default: PostPage } = await import('@/app/(frontend)/blog/[slug]/page')
const { default: MusicAnalysisPage } = await import('@/app/(frontend)/music-analysis/[slug]/page')

/** The HTML a server page renders to, its async parts awaited. */
const html = async (page: Promise<unknown>) => {
  const stream = await renderToReadableStream(createElement(QueryClientProvider, { client: makeQueryClient() }, (await page) as ReactElement))
  await stream.allReady
  return new Response(stream).text()
}

const link = (href: string, key: string, words: string) => `<a href="${href}" class="scripture-ref" data-passage="${key}">${words}</a>`

describe('references on the pages', () => {
  it("a post's page links the references in its text, never in its headings; the API's content has no link", async () => {
    const post = await createPost({
      content: lexicalFromBlocks([{ h2: 'Why Romans 12:2 matters' }, 'Read Romans 12:2 & John 3:16 today.']),
    })
    const page = await html(PostPage({ params: Promise.resolve({ slug: post.slug }) }))
    expect(page).toContain(`<p>Read ${link('/scripture/romans/12?v=2#v2', 'romans.12.2', 'Romans 12:2')} &amp; ${link('/scripture/john/3?v=16#v16', 'john.3.16', 'John 3:16')} today.</p>`)
    expect(page).toMatch(/<h2[^>]*>Why Romans 12:2 matters<\/h2>/)

    const api = await call(postApi, `/api/posts/${post.slug}`, { params: { slug: post.slug } })
    expect(api.status).toBe(200)
    expect(api.json.content).toContain('Read Romans 12:2 &amp; John 3:16 today.')
    expect(api.json.content).not.toMatch(/scripture-ref|data-passage|\/scripture\//)
  })

  it("a music analysis's page links its supporting scripture and the references in its sections; the API keeps them as words", async () => {
    const analysis = await createMusicAnalysis({
      sections: [{ title: 'Lyrics', content: 'The chorus echoes Ps 23:1.\n\nNothing else here.' }],
      supportingScripture: ['Philippians 4:8', 'Not a reference'],
    })
    const page = await html(MusicAnalysisPage({ params: Promise.resolve({ slug: analysis.slug }) }))
    expect(page).toContain(`The chorus echoes ${link('/scripture/psalms/23?v=1#v1', 'psalms.23.1', 'Ps 23:1')}.`)
    expect(page).toContain(`<li>${link('/scripture/philippians/4?v=8#v8', 'philippians.4.8', 'Philippians 4:8')}</li>`)
    expect(page).toContain('<li>Not a reference</li>')

    const api = await call(musicAnalysisApi, `/api/music-analysis/${analysis.slug}`, { params: { slug: analysis.slug } })
    expect(api.json.supporting_scripture).toEqual(['Philippians 4:8', 'Not a reference'])
    expect(JSON.stringify(api.json)).not.toMatch(/scripture-ref|data-passage/)
  })
})
