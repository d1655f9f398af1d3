import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { SiteDocument } from '@/components/layout/SiteDocument'
import { getSeoDefaults } from '@/lib/data/seo'
import { payloadClient } from '@/lib/payload'
import { siteFeed, titleTemplate } from '@/lib/seo/buildMetadata'
import { feedAlternates } from '@/lib/seo/feeds'
import { THEME_COLORS } from '@/lib/theme/colorTheme'
import './globals.css'

export const generateMetadata = async (): Promise<Metadata> => {
  const payload = await payloadClient()
  const seo = await getSeoDefaults(payload)
  return {
    title: titleTemplate(seo.siteTitle, seo.titleSuffix),
    description: seo.description,
    // The feeds, for pages that set no alternates of their own (those built by buildMetadata repeat them).
    alternates: { types: feedAlternates([siteFeed(seo)]) },
  }
}

export const viewport: Viewport = { themeColor: THEME_COLORS }

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
