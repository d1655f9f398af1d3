import { Card, CardSummary, CardTitle, type ImageLoading } from '@/components/cards/Card'
import type { Playlist } from '@/collections/playlists/data'
import { playlistMonth, trackCountLabel } from './playlistLabels'
import { addressOf } from '@/collections/addresses'

/** A playlist in the list: cover, theme, title, track count and month; the title's link covers the card. */
export function PlaylistCard({ playlist, imageLoading }: { playlist: Playlist; imageLoading?: ImageLoading }) {
  return (
    <Card cover={playlist.cover} imageLoading={imageLoading}>
      <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">
        <span className="sr-only">Theme: </span>
        {playlist.theme}
      </p>
      <CardTitle href={addressOf('playlists', playlist.slug)}>{playlist.title}</CardTitle>
      <CardSummary text={playlist.description} />
      <p className="mt-auto flex flex-wrap gap-x-2 pt-3 text-xs text-stone-600">
        <span>{trackCountLabel(playlist.trackCount)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={playlist.date}>{playlistMonth(playlist.date)}</time>
      </p>
    </Card>
  )
}
