import type { Metadata } from 'next'
import { Suspense } from 'react'

import { AuthPanel } from '@/components/auth/AuthPanel'
import { AuthPanelFallback } from '@/components/auth/AuthPanelFallback'
import { MemberBenefits } from '@/components/auth/MemberBenefits'
import { getSiteInfo } from '@/lib/data/site'
import { pageMetadata } from '@/lib/seo/metadata'

export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata({ title: 'Sign in', description: 'Sign in or create an account.', path: '/login' })),
  robots: { index: false, follow: true },
})

/**
 * The page itself is static and cached; the card reads the address (mode, next, error) in the
 * browser, inside Suspense, so one cached page serves every variant of the address.
 */
export default async function LoginPage() {
  const site = await getSiteInfo()
  return (
    <div className="mx-auto grid max-w-5xl items-start gap-8 lg:grid-cols-2">
      <Suspense fallback={<AuthPanelFallback />}>
        <AuthPanel />
      </Suspense>
      <MemberBenefits siteTitle={site.title} description={site.description} />
    </div>
  )
}
