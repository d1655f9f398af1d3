import { musicVerdict } from '@/lib/vocabularies/verdicts'
import { Badge } from './Badge'

/** "✅ Biblically Sound", "⚠️ Spiritually Risky", "❌ Unbiblical", otherwise "No Verdict" in grey. */
export function MusicVerdictBadge({ verdict }: { verdict: string }) {
  const { label, tone } = musicVerdict(verdict)
  return <Badge tone={tone}>{label}</Badge>
}
