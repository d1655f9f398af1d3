import type { Metadata } from 'next'

import { Dashboard } from '@/components/dashboard/Dashboard'
import { memberOrSignIn } from '@/lib/auth/currentMember'
import { payloadClient } from '@/lib/payload'

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false, follow: false } }

/**
 * Members only. The session is checked before anything renders, so a visitor gets a plain 307
 * to /login?next=/dashboard. There is deliberately no loading.tsx here: its fallback would be
 * streamed first (status 200), and the redirect could then only happen in the browser.
 */
export default async function DashboardPage() {
  const payload = await payloadClient()
  const member = await memberOrSignIn(payload, '/dashboard')
  return <Dashboard member={member} />
}
