/**
 * The show's podcast feed: RSS 2.0 with Apple's `itunes:` tags (which Spotify and the other
 * directories read too) and the Podcasting 2.0 `podcast:` tags that apply (the show's guid,
 * each episode's transcript). Written through xml-js with the escaping of src/lib/seo/xmlText.ts.
 */
import type { Metadata } from 'next'
import { js2xml, type ElementCompact } from 'xml-js'

import { absoluteLinks, escapeHtml } from '@/lib/seo/renderFeed'
import { absoluteUrl } from '@/lib/seo/urls'
import { xml } from '@/lib/seo/xmlText'
import { addressOf } from '@/collections/addresses'
import type { EpisodeDetail, FeedShow, PodcastFeed, PodcastShow } from './data'
import { PODCAST_FEED_PATH } from './showGuid'

export const NAMESPACES = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
} as const

/** Apple's category and subcategory for a Christian teaching show. */
export const PODCAST_CATEGORY = { text: 'Religion & Spirituality', sub: 'Christianity' } as const

export const RSS_TYPE = 'application/rss+xml'

/** The site path of an episode's transcript as plain text. */
export const transcriptPath = (slug: string) => `${addressOf('podcast-episodes', slug)}/transcript.txt`

const text = (value: string): ElementCompact => ({ _text: xml.text(value) })
const cdata = (value: string): ElementCompact => ({ _cdata: xml.cdata(value) })
const attributes = (values: Record<string, string>): ElementCompact => ({
  _attributes: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, xml.attribute(value)])),
})

/** The notes as podcast apps show them: the rendered notes with absolute links, else the summary. */
const notesHtml = (episode: EpisodeDetail): string =>
  episode.showNotes ? absoluteLinks(episode.showNotes) : `<p>${escapeHtml(episode.summary)}</p>`

const item = (episode: EpisodeDetail & { audio: NonNullable<EpisodeDetail['audio']> }): ElementCompact => ({
  title: text(episode.title),
  link: text(absoluteUrl(addressOf('podcast-episodes', episode.slug))),
  // Made when the episode was created and never changed, unlike its title or slug.
  guid: { ...attributes({ isPermaLink: 'false' }), ...text(episode.guid) },
  pubDate: text(new Date(episode.date).toUTCString()),
  description: cdata(notesHtml(episode)),
  'content:encoded': cdata(notesHtml(episode)),
  enclosure: attributes({ url: episode.audio.url, length: String(episode.audio.bytes), type: episode.audio.type }),
  'itunes:duration': text(String(episode.audio.seconds)),
  'itunes:explicit': text(episode.explicit ? 'true' : 'false'),
  'itunes:episodeType': text('full'),
  ...(episode.episodeNumber ? { 'itunes:episode': text(String(episode.episodeNumber)) } : {}),
  ...(episode.season ? { 'itunes:season': text(String(episode.season)) } : {}),
  ...(episode.artwork ? { 'itunes:image': attributes({ href: episode.artwork }) } : {}),
  ...(episode.transcript
    ? { 'podcast:transcript': attributes({ url: absoluteUrl(transcriptPath(episode.slug)), type: 'text/plain', language: 'en' }) }
    : {}),
})

const channel = (show: FeedShow, episodes: EpisodeDetail[], builtAt: Date): ElementCompact => {
  const page = absoluteUrl('/podcast')
  const description = show.description || show.spiritualFocus || show.title
  // An item needs its file's address, length and type: an episode without an audio file here is left out.
  const playable = episodes.filter((e): e is EpisodeDetail & { audio: NonNullable<EpisodeDetail['audio']> } => e.audio !== null)
  return {
    'atom:link': attributes({ href: absoluteUrl(PODCAST_FEED_PATH), rel: 'self', type: RSS_TYPE }),
    title: text(show.title),
    link: text(page),
    description: text(description),
    language: text('en-us'),
    ...(show.copyright ? { copyright: text(show.copyright) } : {}),
    lastBuildDate: text(builtAt.toUTCString()),
    ...(show.artwork ? { image: { url: text(show.artwork), title: text(show.title), link: text(page) } } : {}),
    'itunes:author': text(show.author),
    ...(show.owner ? { 'itunes:owner': { 'itunes:name': text(show.owner.name), 'itunes:email': text(show.owner.email) } } : {}),
    ...(show.artwork ? { 'itunes:image': attributes({ href: show.artwork }) } : {}),
    'itunes:category': { ...attributes({ text: PODCAST_CATEGORY.text }), 'itunes:category': attributes({ text: PODCAST_CATEGORY.sub }) },
    'itunes:explicit': text(show.explicit ? 'true' : 'false'),
    'itunes:type': text('episodic'),
    'itunes:summary': text(description),
    'podcast:guid': text(show.guid),
    item: playable.map(item),
  }
}

/** The feed's text. `builtAt` is its `lastBuildDate`. */
export const renderPodcastFeed = ({ show, episodes }: PodcastFeed, builtAt = new Date()): string =>
  js2xml(
    {
      _declaration: { _attributes: { version: '1.0', encoding: 'utf-8' } },
      rss: {
        _attributes: {
          version: '2.0',
          'xmlns:itunes': NAMESPACES.itunes,
          'xmlns:podcast': NAMESPACES.podcast,
          'xmlns:atom': NAMESPACES.atom,
          'xmlns:content': NAMESPACES.content,
        },
        channel: channel(show, episodes, builtAt),
      },
    },
    { compact: true, spaces: 2 },
  )

/** A page's metadata announcing the show's feed first among its RSS feeds, for podcast apps and feed readers. */
export const withPodcastFeed = (metadata: Metadata, show: Pick<PodcastShow, 'title' | 'rssUrl'>): Metadata => {
  const others = metadata.alternates?.types?.[RSS_TYPE]
  const rss = [{ url: show.rssUrl, title: show.title }, ...(Array.isArray(others) ? others : [])]
  return { ...metadata, alternates: { ...metadata.alternates, types: { ...metadata.alternates?.types, [RSS_TYPE]: rss } } }
}
