/** "Season 1 · Episode 4", "Episode 4", "Season 2", or '' when the episode has neither number. */
export const episodeLabel = ({ season, episodeNumber }: { season: number | null; episodeNumber: number | null }): string =>
  [season ? `Season ${season}` : '', episodeNumber ? `Episode ${episodeNumber}` : ''].filter(Boolean).join(' · ')
