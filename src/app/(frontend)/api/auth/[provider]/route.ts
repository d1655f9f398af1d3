import { isSocialProvider, PROVIDER_UNAVAILABLE_URL } from '@/lib/auth/providers'
import { notFound, redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

/** GET /api/auth/google|github|apple: no provider is configured yet, so back to the login page. */
export const GET = route<{ provider: string }>({}, async ({ params }) => {
  if (!isSocialProvider(params.provider)) return notFound('Unknown sign-in provider.')
  return redirect(PROVIDER_UNAVAILABLE_URL, { status: 302 })
})
