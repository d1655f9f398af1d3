/**
 * The site settings global as pages and routes read it. It is read once per render and kept in
 * the data cache (`getSiteSettings`); the getters below only shape that one read.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import type { Payload } from 'payload'

import { DEFAULT_DISCLAIMER, ORGANIZATION_CATEGORIES, ORGANIZATION_VERDICTS } from '@/lib/vocabularies/defaults'
import type { SiteSetting } from '@/payload-types'
import { donationAreaFrom, donationSettingsFrom } from '@/collections/donations/area'
import type { StripeKeys } from '@/collections/donations/keys'
import { stripeKeysFor } from '@/lib/integrations/settings'
import { featuresFrom, type Features } from '@/lib/features'
import { BIBLE_SITES, type BibleSite } from '@/scripture/bibleSites'
import { cachedRead } from './cache'
import { imageFields } from './images'

/** The whole settings document, with the share image populated. */
export const getSiteSettings = cachedRead(
  'site.settings',
  async (payload: Payload): Promise<SiteSetting> =>
    payload.findGlobal({ slug: 'site-settings', populate: { uploads: imageFields }, depth: 1 }),
)

export type SiteInfo = { title: string; description: string; copyright: string }

export const getSiteInfo = async (payload: Payload): Promise<SiteInfo> => {
  const s = await getSiteSettings(payload)
  return {
    title: s.title || 'Renewed Mind',
    description: s.description || '',
    copyright: s.copyright || '',
  }
}


/** Feature flags from the site settings. */
/**
 * The features switched on in the settings. Donations also need somewhere to take a gift (a
 * provider with what it needs: Stripe's keys, a PayPal ID, a Ko-fi or Buy Me A Coffee page):
 * until then the Donate button and /donate stay hidden as if switched off, since a reader could
 * only reach "not configured".
 */
export const featuresOf = (settings: Pick<SiteSetting, 'features' | 'donations'>, keys: StripeKeys | null): Features => {
  const features = featuresFrom(settings.features)
  const canGive = donationAreaFrom(donationSettingsFrom(settings.donations), keys).kind !== 'not-configured'
  return { ...features, donations: features.donations && canGive }
}

/**
 * While `next build` prerenders, every feature counts as on. A page found missing at build time
 * is remembered by Next as missing until the next build, whatever the creator switches on later
 * (a site built before its Stripe keys were set would never show /donate). So the build never
 * decides that a section is off; the running server does, on each page's first request.
 */
const building = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD

export const getFeatures = async (payload: Payload): Promise<Features> =>
  building() ? featuresFrom({}) : featuresOf(await getSiteSettings(payload), await stripeKeysFor(payload))

export type ContactInfo = { generalEmail: string; prayerEmail: string; responseTime: string }

/** The contact page's cards (replies within 48 hours by default). */
export const getContactInfo = async (payload: Payload): Promise<ContactInfo> => {
  const { contact } = await getSiteSettings(payload)
  return {
    generalEmail: contact?.generalEmail || '',
    prayerEmail: contact?.prayerEmail || '',
    responseTime: contact?.responseTime || '48 hours',
  }
}

export type Discernment = {
  /** Shown on every evaluation page: the creator is not a licensed pastor or counselor. */
  disclaimer: string
  /** Organization categories in the creator's order. */
  organizationCategories: string[]
  /** Organization verdicts the creator may choose from. */
  organizationVerdicts: string[]
}

const names = (rows: { name?: string | null }[] | null | undefined, fallback: readonly string[]) => {
  const list = (rows ?? []).flatMap((row) => (row.name?.trim() ? [row.name.trim()] : []))
  return list.length ? list : [...fallback]
}

/** The evaluation settings; an empty list in the settings means the spec's defaults. */
export const getDiscernment = async (payload: Payload): Promise<Discernment> => {
  const { discernment } = await getSiteSettings(payload)
  return {
    disclaimer: discernment?.disclaimer?.trim() || DEFAULT_DISCLAIMER,
    organizationCategories: names(discernment?.organizationCategories, ORGANIZATION_CATEGORIES),
    organizationVerdicts: names(discernment?.organizationVerdicts, ORGANIZATION_VERDICTS),
  }
}

/** The site settings' time-zone field defaults to this too. */
const DEFAULT_TIME_ZONE = 'America/New_York'

/** The site's time zone from its settings: its days and months begin at the creator's midnight. */
export const siteTimeZone = async (payload: Payload): Promise<string> => (await getSiteSettings(payload)).timeZone || DEFAULT_TIME_ZONE

/** The Bible website the passage popovers link to for the whole chapter, or null for none. */
export const getBibleSite = async (payload: Payload): Promise<BibleSite | null> => {
  const { bibleSite } = await getSiteSettings(payload)
  return BIBLE_SITES.find((site) => site === bibleSite) ?? null
}
