import { NotFoundMessage } from '@/components/notFound/NotFoundMessage'
import { notFoundCopyOf } from '@/lib/sections'

/** An unknown or unpublished organization (HTTP 404). A first visit gets the same words from app/global-not-found.tsx. */
export default function OrganizationNotFound() {
  return <NotFoundMessage copy={notFoundCopyOf('organizations')} />
}
