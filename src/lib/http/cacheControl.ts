/**
 * Who may keep an answer, and for how long. One place, so the pages (src/server/main.ts) and
 * the JSON API (route.ts) promise the same thing to whatever sits in front: nginx's micro-cache
 * (deploy/nginx/templates/default.conf.template), a CDN, a corporate proxy.
 *
 * Public answers are the same for every reader (the signed-in member is loaded by the browser,
 * never rendered into a page), so a shared cache may keep them for a second and hand out the
 * old copy for up to a minute more while it fetches the new one in the background: a popular
 * page reaches the app about once a second however many readers ask, and a published edit is
 * live within about a second (stale copies go out only while a refresh is already on its way).
 * Browsers keep nothing (`max-age=0`): a reader who reloads sees the edit at once.
 */
export const SHARED_BRIEFLY = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59'

/** Anything personal, and every answer that changes something: never stored anywhere. */
export const PRIVATE = 'private, no-store'

/**
 * A passage of the Bible's text (the passage route): the same for everyone and never changing, so
 * browsers and shared caches keep it for a week and may hand it out for a day more while they
 * ask again. A week, not forever, so a corrected text file reaches readers within one.
 */
export const SCRIPTURE_TEXT = 'public, max-age=604800, stale-while-revalidate=86400'

/**
 * Search suggestions (the suggest route): the same for everyone, so the browser keeps each for a
 * minute (a reader who types a word, deletes it and types it again asks once) and a shared cache
 * as long; a newly published post is suggested within a minute.
 */
export const SUGGESTIONS = 'public, max-age=60'
