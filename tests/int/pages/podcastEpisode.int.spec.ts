/**
 * An episode's page as the server sends it: its transcript in paragraphs as the creator typed
 * them, with the scripture references in it linked like those of every other text of the site.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { createElement, type ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { makeQueryClient } from '@/lib/client/queryClient'
import type { PodcastEpisode } from '@/payload-types'
import { createPodcastEpisode, deletePodcastEpisodes } from '../../factories/podcast'

vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
  draftMode: async () => ({ isEnabled: false }),
}))

const { default: EpisodePage } = await import('@/app/(frontend)/podcast/[slug]/page')

/** The HTML a server page renders to, its async parts awaited. */
const html = async (page: Promise<unknown>) => {
  const stream = await renderToReadableStream(createElement(QueryClientProvider, { client: makeQueryClient() }, (await page) as ReactElement))
  await stream.allReady
  return new Response(stream).text()
}

const made: PodcastEpisode[] = []
afterAll(() => deletePodcastEpisodes(made))

describe('an episode’s transcript on its page', () => {
  it('is in the creator’s paragraphs, single line breaks kept, with its scripture references linked', async () => {
    const episode = await createPodcastEpisode({
      publishedAt: '2003-03-03T00:00:00.000Z',
      transcript: 'Welcome back.\r\n\r\nToday we read John 3:16 together,\nline by line.\n\n\n  And then we pray.  ',
    })
    made.push(episode)
    const page = await html(EpisodePage({ params: Promise.resolve({ slug: episode.slug }) }))
    const transcript = page.slice(page.indexOf('id="episode-transcript-title"'))
    expect(transcript).toContain('<p class="whitespace-pre-line">Welcome back.</p>')
    expect(transcript).toContain(
      '<p class="whitespace-pre-line">Today we read <a href="/scripture/john/3?v=16#v16" class="scripture-ref" data-passage="john.3.16">John 3:16</a> together,\nline by line.</p>',
    )
    expect(transcript).toContain('<p class="whitespace-pre-line">And then we pray.</p>')
  })
})
