import { isSocialProvider, PROVIDER_UNAVAILABLE_URL } from '@/lib/auth/providers'
import { notFound, redirect } from '@/lib/http/responses'
import { params, route } from '@/lib/http/route'

type Context = { params: Promise<{ provider: string }> }

/** GET /api/auth/google|github|apple: no provider is configured yet, so back to the login page. */
export const GET = route<Context>(async (_req, context) => {
  const { provider } = await params(context)
  if (!isSocialProvider(provider)) return notFound('Unknown sign-in provider.')
  return redirect(PROVIDER_UNAVAILABLE_URL, { status: 302 })
})
