import type { Payload } from 'payload'

import { integrationEnvironment } from '@/lib/integrations/settings'
import { providerSettings } from './oauth/settings'
import { SOCIAL_PROVIDERS, type SocialProvider } from './socialProviders'

/**
 * The providers switched on by their credentials (client id and secret; for Apple the Services
 * ID and its signing key), from the server's environment or Settings → Payments & sign-in:
 * src/lib/auth/oauth/settings.ts says what each needs.
 */
export const configuredProviders = async (payload: Payload): Promise<SocialProvider[]> => {
  const env = await integrationEnvironment(payload)
  return SOCIAL_PROVIDERS.filter((provider) => providerSettings(provider, env) !== null)
}
