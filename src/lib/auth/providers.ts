import { providerSettings } from './oauth/settings'
import { SOCIAL_PROVIDERS, type SocialProvider } from './socialProviders'

/**
 * The providers switched on by their credentials in the environment (client id and secret;
 * for Apple the Services ID and its signing key): src/lib/auth/oauth/settings.ts.
 */
export const configuredProviders = (): SocialProvider[] =>
  SOCIAL_PROVIDERS.filter((provider) => providerSettings(provider) !== null)
