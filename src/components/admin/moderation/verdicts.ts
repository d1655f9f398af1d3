/** What moderation sets a comment to, and how the buttons and messages say it. */
export type Verdict = 'approved' | 'rejected'

export const VERDICTS: Record<Verdict, { action: string; done: string }> = {
  approved: { action: 'Approve', done: 'Approved' },
  rejected: { action: 'Reject', done: 'Rejected' },
}

export const STATUS_LABELS: Record<string, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }

export const commentsCount = (n: number) => `${n} ${n === 1 ? 'comment' : 'comments'}`
