import { providerSettings } from './oauth/settings'

/** Social sign-in providers the login page links to (SPEC §2). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple'] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** How buttons and messages name each provider. */
export const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub', apple: 'Apple' }

export const isSocialProvider = (name: string): name is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(name)

/**
 * The providers switched on by their credentials in the environment (client id and secret;
 * for Apple the Services ID and its signing key): src/lib/auth/oauth/settings.ts.
 */
export const configuredProviders = (): SocialProvider[] =>
  SOCIAL_PROVIDERS.filter((provider) => providerSettings(provider) !== null)
