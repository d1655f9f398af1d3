import { Badge, TONES } from './Badge'

/** SPEC §4 lyrics verdicts: Spiritually Compromising red, Biblically Redeemable yellow, any other green. */
export const lyricsVerdictTone = (verdict: string): string =>
  verdict === 'Spiritually Compromising' ? TONES.red : verdict === 'Biblically Redeemable' ? TONES.yellow : TONES.green

export function LyricsVerdictBadge({ verdict }: { verdict: string }) {
  return <Badge tone={lyricsVerdictTone(verdict)}>{verdict}</Badge>
}
