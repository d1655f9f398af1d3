/**
 * Slugs are stored normalised (src/fields/slug.ts): anything else cannot match, so lookups
 * answer "not found" without a query, and odd input (NUL bytes, megabytes) never reaches SQL.
 */
export const isSlug = (value: string): boolean => value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
