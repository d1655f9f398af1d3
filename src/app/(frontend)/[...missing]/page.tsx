import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * Every address no route claims. The site's layout lives in this route group (there is no
 * app-wide root layout beside the admin's), so without this catch-all an unknown URL would get
 * Next's bare built-in 404 instead of the site's page with header and footer.
 */
export default function Missing(): never {
  notFound()
}
