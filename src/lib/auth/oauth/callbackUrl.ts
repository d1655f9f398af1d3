import type { SocialProvider } from '@/lib/auth/socialProviders'
import { serverUrl } from '@/lib/serverUrl'

/** The address the provider sends the browser back to: registered with each provider (the admin shows it). */
export const callbackUrl = (provider: SocialProvider) => `${serverUrl()}/api/auth/${provider}/callback`
