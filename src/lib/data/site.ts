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

const FEATURES: FeatureName[] = ['donations', 'comments', 'search', 'organizationAnalysis', 'lyricsAnalysis', 'readingClub']

/** A flag nobody has set yet counts as on (SPEC §9: every feature is on). */
export const featuresFrom = (flags: Partial<Record<FeatureName, boolean | null>> | null | undefined) =>
  Object.fromEntries(FEATURES.map((name) => [name, flags?.[name] !== false])) as Record<FeatureName, boolean>

/** Feature flags from the site settings. */
export const getFeatures = async (): Promise<Record<FeatureName, boolean>> => {
  const payload = await payloadClient()
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return featuresFrom(s.features)
}

export type ContactInfo = { generalEmail: string; prayerEmail: string; responseTime: string }

/** The contact page's cards (SPEC §2 "Contact"; §9: replies within 48 hours). */
export const getContactInfo = async (): Promise<ContactInfo> => {
  const payload = await payloadClient()
  const s = await payload.findGlobal({ slug: 'site-settings', select: { contact: true }, depth: 0 })
  return {
    generalEmail: s.contact?.generalEmail || '',
    prayerEmail: s.contact?.prayerEmail || '',
    responseTime: s.contact?.responseTime || '48 hours',
  }
}
