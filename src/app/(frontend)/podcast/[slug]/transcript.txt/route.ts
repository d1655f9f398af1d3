import { getEpisodeBySlug } from '@/collections/podcast-episodes/data'
import { paragraphsOf } from '@/lib/content/paragraphs'
import { payloadClient } from '@/lib/payload'

// Rendered on an episode's first request, then kept and rebuilt on publish like its page. An
// unknown episode, or one without a transcript, answers 404, which the cache never stores.
export const dynamic = 'force-static'
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

const TEXT = { 'content-type': 'text/plain; charset=utf-8' }

/** An episode's transcript as plain text (the feed's `podcast:transcript`), paragraphs apart. */
export const GET = async (_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> => {
  const episode = await getEpisodeBySlug(await payloadClient(), (await params).slug)
  if (!episode?.transcript) return new Response('Transcript not found', { status: 404, headers: TEXT })
  return new Response(`${episode.title}\n\n${paragraphsOf(episode.transcript).join('\n\n')}\n`, { headers: TEXT })
}
