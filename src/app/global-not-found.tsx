import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'

import { SiteDocument } from '@/components/layout/SiteDocument'
import { NotFoundMessage } from '@/components/notFound/NotFoundMessage'
import { getSeoDefaults } from '@/lib/data/seo'
import { NOT_FOUND_PATH_HEADER } from '@/lib/http/notFoundPath'
import { payloadClient } from '@/lib/payload'
import { notFoundCopyFor } from '@/lib/sections'
import { titleTemplate } from '@/lib/seo/buildMetadata'
import { THEME_COLORS } from '@/lib/theme/colorTheme'
import './(frontend)/globals.css'

/**
 * Every not-found page a reader's first request gets (HTTP 404), rendered whole on the server:
 * header, message, links and footer are in the HTML before any script. Next renders it for an
 * address no route claims, and the app's server renders it in place of a page that reported its
 * document missing (src/server/notFoundPages.ts), naming that page's address, so the words are
 * the section's own ("Post not found") as in the browser's navigations.
 */
const missingCopy = async () => notFoundCopyFor((await headers()).get(NOT_FOUND_PATH_HEADER) ?? '')

export const generateMetadata = async (): Promise<Metadata> => {
  const payload = await payloadClient()
  const [seo, copy] = await Promise.all([getSeoDefaults(payload), missingCopy()])
  return { title: titleTemplate(seo.siteTitle, seo.titleSuffix).template.replace('%s', copy.title), robots: { index: false } }
}

export const viewport: Viewport = { themeColor: THEME_COLORS }

export default async function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundMessage copy={await missingCopy()} />
    </SiteDocument>
  )
}
