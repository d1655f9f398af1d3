import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthPanel } from '@/components/auth/AuthPanel'
import { AUTH_MODE_TITLES, authModeOf } from '@/components/auth/authModes'
import { MemberBenefits } from '@/components/auth/MemberBenefits'
import { configuredProviders } from '@/lib/auth/providers'
import { safeNextPath } from '@/lib/auth/safeNextPath'
import { currentMember } from '@/lib/auth/currentMember'
import { getSiteInfo } from '@/lib/data/site'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

export const generateMetadata = async ({ searchParams }: Props): Promise<Metadata> => ({
  ...(await pageMetadata(await payloadClient(), {
    title: AUTH_MODE_TITLES[authModeOf(first((await searchParams).mode))],
    description: 'Sign in or create an account.',
    path: '/login',
  })),
  robots: { index: false, follow: true },
})

/**
 * Rendered per request: the HTML holds the form in the mode the address asks for (login, or
 * register with `?mode=register`), posting to the API by itself until the page's JavaScript
 * takes over, so signing in works before hydration and without JavaScript. A member who is
 * already signed in goes straight on to `next` (a signed-in user is redirected).
 */
export default async function LoginPage({ searchParams }: Props) {
  const payload = await payloadClient()
  const next = safeNextPath(first((await searchParams).next))
  if (await currentMember(payload)) redirect(next)
  const site = await getSiteInfo(payload)
  return (
    <div className="mx-auto grid max-w-5xl items-start gap-8 lg:grid-cols-2">
      <AuthPanel providers={await configuredProviders(payload)} />
      <MemberBenefits siteTitle={site.title} description={site.description} />
    </div>
  )
}
