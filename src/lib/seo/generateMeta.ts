/**
 * The SEO plugin's "Auto-generate" buttons and search-result preview (src/plugins.ts): what the
 * creator gets as a starting point for a document's search-engine title, description and URL.
 * They run inside Payload (the admin calls the plugin's endpoints), so they read the settings
 * through `req.payload`, never the app's own client.
 */
import type { GenerateDescription, GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'

import { documentAddress } from '@/collections/addresses'
import { titleSuffixOf } from './buildMetadata'
import { absoluteUrl } from './urls'

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160

type Doc = Record<string, unknown>

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** `text` cut at a word boundary to at most `max` characters, an ellipsis marking the cut. */
export const shorten = (text: string, max = DESCRIPTION_LENGTH): string => {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  // A cut mid-word falls back to the last word end, unless that would lose half the text.
  const atWord = space > max / 2 ? cut.slice(0, space).replace(/[\s,;:.–—-]+$/, '') : cut
  return `${atWord}…`
}

/** "Post title · Site title" (the creator's title suffix when one is set, as page titles end). */
export const generateTitle: GenerateTitle<Doc> = async ({ doc, collectionConfig, req }) => {
  const title = textOf(doc?.[collectionConfig?.admin?.useAsTitle ?? 'title'])
  if (!title) return ''
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return `${title} · ${titleSuffixOf(settings.title || 'Renewed Mind', settings.seo?.titleSuffix)}`
}

/** The document's summary (a page's description), shortened to what search results show. */
export const generateDescription: GenerateDescription<Doc> = ({ doc }) => shorten(textOf(doc?.summary) || textOf(doc?.description))

/** The document's public address. */
export const generateURL: GenerateURL<Doc> = ({ doc, collectionConfig }) => {
  const path = collectionConfig && documentAddress(collectionConfig.slug, textOf(doc?.slug))
  return path ? absoluteUrl(path) : ''
}
