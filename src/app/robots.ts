import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/seo/urls'

/** Crawlers read the public site; the admin, the APIs and members' own pages are not for them. */
const DISALLOWED = ['/admin', '/cms-api', '/api', '/dashboard', '/favorites']

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: DISALLOWED },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
