import { PLAYER_SANDBOX, type Player } from '@/lib/embeds'

/**
 * The playlist's player: our own iframe around a supported service's player address (never
 * markup from the CMS). It loads only when scrolled near, cannot navigate the page, and is
 * named for screen readers. A playlist without a player shows none (no placeholder).
 */
export function PlaylistPlayer({ player, title }: { player: Player; title: string }) {
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
