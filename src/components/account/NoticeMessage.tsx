import type { Notice } from '@/lib/auth/accountNotices'

/** A success (read politely) or a problem (read at once) in words, beside what it is about. */
export function NoticeMessage({ notice }: { notice: Notice }) {
  return notice.tone === 'success' ? (
    <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
      {notice.text}
    </p>
  ) : (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {notice.text}
    </p>
  )
}
