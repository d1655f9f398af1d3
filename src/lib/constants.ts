/**
 * The spec's fixed lists and limits. Verdicts and categories live in
 * src/lib/vocabularies with their colours.
 */

export const READING_PLAN_THEMES = ['Repentance', 'Mind Renewal', 'Sin', 'Bible Reading', 'Foundations'] as const

export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const

export const DONATION_PROVIDERS = ['paypal', 'stripe', 'kofi', 'buymeacoffee'] as const
export type DonationProvider = (typeof DONATION_PROVIDERS)[number]
export const DONATION_PROVIDER_LABELS: Record<DonationProvider, string> = {
  paypal: 'PayPal',
  stripe: 'Stripe',
  kofi: 'Ko-fi',
  buymeacoffee: 'Buy Me A Coffee',
}

export const POSTS_PER_PAGE = 9
export const MUSIC_PER_PAGE = 12
/** Search ranks and shows at most this many matches, the newest (why: src/lib/data/search.ts). */
export const SEARCH_CANDIDATES = 1000

export const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** Search as you type: asked from this many characters, up to this many, for at most SUGGESTIONS_SHOWN results. */
export const SUGGEST_MIN_LENGTH = 2
export const SUGGEST_MAX_LENGTH = 100
export const SUGGESTIONS_SHOWN = 5
