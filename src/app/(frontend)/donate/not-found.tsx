import { NotFoundMessage } from '@/components/notFound/NotFoundMessage'
import { notFoundCopyOf } from '@/lib/sections'

/** /donate while donations are switched off in the site settings (HTTP 404). A first visit gets the same words from app/global-not-found.tsx. */
export default function DonationsDisabled() {
  return <NotFoundMessage copy={notFoundCopyOf('donate')} />
}
