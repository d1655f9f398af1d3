/** The social sign-in providers the login page links to, and how the site names them. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple'] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** How buttons and messages name each provider. */
export const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub', apple: 'Apple' }

export const isSocialProvider = (name: string): name is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(name)
