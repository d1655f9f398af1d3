/**
 * The features the creator can switch off in the site settings (Settings → Features). Plain
 * words, no Payload: navigation, route guards and the settings read them alike.
 */
export type FeatureName = 'donations' | 'comments' | 'search' | 'organizationAnalysis' | 'lyricsAnalysis' | 'readingClub'

const FEATURES: FeatureName[] = ['donations', 'comments', 'search', 'organizationAnalysis', 'lyricsAnalysis', 'readingClub']

export type Features = Record<FeatureName, boolean>

/** A flag nobody has set yet counts as on: every feature is on until the creator turns it off. */
export const featuresFrom = (flags: Partial<Record<FeatureName, boolean | null>> | null | undefined) =>
  Object.fromEntries(FEATURES.map((name) => [name, flags?.[name] !== false])) as Features
