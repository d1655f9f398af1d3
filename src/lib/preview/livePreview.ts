import type { RootLivePreviewConfig } from 'payload'

import { addressOf } from '@/collections/addresses'
import { PREVIEWED } from '@/collections/registry'

type Previewed = (typeof PREVIEWED)[number]

const isPreviewed = (slug: string | undefined): slug is Previewed => slug !== undefined && (PREVIEWED as readonly string[]).includes(slug)

/**
 * The preview address of a document: /api/preview turns draft mode on for the staff and
 * redirects to the document's page, which then shows its latest draft.
 */
export const previewUrl = (collection: string | undefined, slug: unknown): string | null => {
  if (!isPreviewed(collection) || typeof slug !== 'string' || slug === '') return null
  return `/api/preview?path=${encodeURIComponent(addressOf(collection, slug))}`
}

/**
 * Payload's live preview (`admin.livePreview`): the editor of a post, a page or an
 * organization shows the document's page in the site's own design beside the form, at phone
 * or desktop size. Autosave stores the draft as one types, and the page refreshes itself
 * after every save (src/components/preview/RefreshOnSave.tsx), so the preview follows the
 * form within a few seconds. The address is computed again after each save, so a changed
 * slug opens its new page.
 */
export const livePreview: RootLivePreviewConfig = {
  collections: [...PREVIEWED],
  breakpoints: [
    { name: 'phone', label: 'Phone', width: 390, height: 844 },
    { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
  ],
  url: ({ collectionConfig, data }) => previewUrl(collectionConfig?.slug, data?.slug),
}
