import type { MetadataRoute } from 'next'

import { getSiteInfo } from '@/lib/data/site'
import { payloadClient } from '@/lib/payload'

/**
 * The web app manifest (/manifest.webmanifest): the site's name and icons for a phone's home
 * screen. The icons are the metadata files beside this one (drawn by scripts/icons.ts).
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const payload = await payloadClient()
  const site = await getSiteInfo(payload)
  return {
    name: site.title,
    short_name: site.title,
    description: site.description || undefined,
    start_url: '/',
    display: 'standalone',
    background_color: '#fafaf9',
    theme_color: '#92400e',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon1.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon2.png', sizes: '512x512', type: 'image/png' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  }
}
