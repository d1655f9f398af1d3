import { PLAYER_SANDBOX, type Player } from '@/lib/embeds'

/**
 * The playlist's player: our own iframe around a supported service's player address (never
 * markup from the CMS). It loads only when scrolled near, cannot navigate the page, and is
 * named for screen readers.
 */
export function PlaylistPlayer({ player, title }: { player: Player | null; title: string }) {
  if (!player) {
    return <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">The player for this playlist is not available yet.</p>
  }
  return (
    <iframe
      src={player.src}
      title={`${player.provider} player: ${title}`}
      loading="lazy"
      sandbox={PLAYER_SANDBOX}
      allow={player.allow || undefined}
      allowFullScreen={player.allow.includes('fullscreen') || undefined}
      referrerPolicy="strict-origin-when-cross-origin"
      className={`block w-full rounded-lg border-0 bg-stone-100 ${player.height === null ? 'aspect-video' : ''}`}
      style={player.height === null ? undefined : { height: player.height }}
    />
  )
}
