import { NotFoundMessage } from '@/components/notFound/NotFoundMessage'
import { notFoundCopyOf } from '@/lib/sections'

/** An unknown or unpublished lyrics analysis (HTTP 404). A first visit gets the same words from app/global-not-found.tsx. */
export default function LyricsAnalysisNotFound() {
  return <NotFoundMessage copy={notFoundCopyOf('lyrics-analysis')} />
}
