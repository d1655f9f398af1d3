import { Badge } from '@/components/badges/Badge'
import type { UserComment } from '@/collections/comments/data'
import type { Tone } from '@/lib/vocabularies/tones'

/**
 * How a member sees the moderation state of their own comment. Pending: "Awaiting moderation"
 * (DECISIONS.md). Rejected comments stay in the member's own list, marked "Not approved", so
 * the member knows why it never appeared on the post rather than finding it silently gone.
 */
const COMMENT_STATUS: Record<UserComment['status'], { label: string; tone: Tone }> = {
  approved: { label: 'Published', tone: 'green' },
  pending: { label: 'Awaiting moderation', tone: 'amber' },
  rejected: { label: 'Not approved', tone: 'neutral' },
}

export function CommentStatusBadge({ status }: { status: UserComment['status'] }) {
  const { label, tone } = COMMENT_STATUS[status]
  return <Badge tone={tone}>{label}</Badge>
}
