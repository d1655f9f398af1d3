import { payloadClient } from '@/lib/payload'

export type SiteInfo = { title: string; description: string; copyright: string }

export const getSiteInfo = async (): Promise<SiteInfo> => {
  const payload = await payloadClient()
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return {
    title: s.title || 'Renewed Mind',
    description: s.description || '',
    copyright: s.copyright || '',
  }
}

export type FeatureName = 'donations' | 'comments' | 'search' | 'organizationAnalysis' | 'lyricsAnalysis' | 'readingClub'

/** Feature flags from the site settings; a flag nobody has set yet counts as on. */
export const getFeatures = async (): Promise<Record<FeatureName, boolean>> => {
  const payload = await payloadClient()
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const f = (s.features ?? {}) as Partial<Record<FeatureName, boolean | null>>
  const on = (name: FeatureName) => f[name] !== false
  return {
    donations: on('donations'),
    comments: on('comments'),
    search: on('search'),
    organizationAnalysis: on('organizationAnalysis'),
    lyricsAnalysis: on('lyricsAnalysis'),
    readingClub: on('readingClub'),
  }
}
