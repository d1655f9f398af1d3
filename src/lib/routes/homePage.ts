/**
 * Where the home page's route lives; next.config.ts rewrites `/` to it. webpack's build gives
 * every page the browser references of a page at the top of the app (route groups aside), each
 * with all of that page's scripts: a home page at `src/app/(frontend)/page.tsx` had every other
 * page load the home page's scripts too (about 11 KB compressed). A `_` segment is never a slug.
 */
export const HOME_PAGE_ROUTE = '/_home'
