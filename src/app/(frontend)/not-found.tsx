import { NotFoundMessage } from '@/components/notFound/NotFoundMessage'
import { MISSING_PAGE } from '@/lib/sections'

/**
 * The site's 404 page (HTTP 404) for what a page reports missing during a navigation in the
 * browser. A first visit gets app/global-not-found.tsx, which the server renders whole.
 */
export default function NotFound() {
  return <NotFoundMessage copy={MISSING_PAGE} />
}
