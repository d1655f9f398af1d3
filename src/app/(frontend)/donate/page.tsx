import type { Metadata } from 'next'

import { DonateView } from '@/components/donate/DonateView'
import { getDonationArea } from '@/collections/donations/data'
import { getFeatures, getSiteInfo } from '@/lib/data/site'
import { readDonateReturn } from '@/collections/donations/links'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = async (): Promise<Metadata> => {
  const payload = await payloadClient()
  return (await getFeatures(payload)).donations
    ? pageMetadata(payload, { title: 'Donate', description: 'Support this ministry with a one-time gift or monthly support.', path: '/donate' })
    : notFoundMetadata('Donations Currently Disabled')
}

/**
 * /donate. Switched off in the settings, it answers 404 like every switched-off section, with
 * its own page (./not-found.tsx) saying "Donations Currently Disabled". Rendered per request:
 * the Stripe keys are the running server's, and Stripe sends the donor back with
 * `?donation=thank-you` or `?donation=cancelled`.
 */
export default async function DonatePage({ searchParams }: Props) {
  const payload = await payloadClient()
  await requireSection(payload, 'donate')
  const [area, site, params] = await Promise.all([getDonationArea(payload), getSiteInfo(payload), searchParams])
  return <DonateView area={area} siteTitle={site.title} returned={readDonateReturn(params.donation)} />
}
