/** Social sign-in providers the login page links to (SPEC §2); none is wired yet (DECISIONS.md). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple'] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const isSocialProvider = (name: string): name is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(name)

/** Where the browser goes while a provider has no client id and secret configured. */
export const PROVIDER_UNAVAILABLE_URL = '/login?error=provider-unavailable'

/**
 * The providers switched on by their client id and secret in the environment (stub until the
 * OAuth clients land in src/lib/auth/oauth; this name and signature stay).
 */
export const configuredProviders = (): SocialProvider[] =>
  SOCIAL_PROVIDERS.filter((provider) => Boolean(process.env[`${provider.toUpperCase()}_CLIENT_ID`]))
