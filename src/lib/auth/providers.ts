/** Social sign-in providers the login page links to (SPEC §2); none is wired yet (DECISIONS.md). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple'] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const isSocialProvider = (name: string): name is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(name)

/** Where the browser goes while a provider has no client id and secret configured. */
export const PROVIDER_UNAVAILABLE_URL = '/login?error=provider-unavailable'
