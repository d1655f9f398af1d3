/**
 * The spec's starting values for what the creator edits in the site settings:
 * used to seed the settings and whenever a list there is left empty.
 */
export const ORGANIZATION_CATEGORIES = ['Greek Life', 'Academic', 'Professional', 'Political', 'Religious', 'Other'] as const

export const ORGANIZATION_VERDICTS = ['Spiritually Incompatible', 'Use Biblical Discernment', 'Generally Compatible'] as const

/** Every evaluation page says the creator is not a pastor or counselor. */
export const DEFAULT_DISCLAIMER =
  'The author of these evaluations is not a licensed pastor or counselor. They are offered to help you weigh things in the light of Scripture and do not replace the counsel of your pastor or local church.'
