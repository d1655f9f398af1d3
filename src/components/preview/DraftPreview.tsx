import { focusRing } from '@/components/forms/styles'
import { RefreshOnSave } from './RefreshOnSave'

/**
 * Shown above a page that a staff member is previewing in draft mode: says that this is the
 * latest draft, not what readers see, offers the way out of draft mode, and keeps the page in
 * step with the editor.
 */
export function DraftPreview({ path }: { path: string }) {
  return (
    <div role="status" className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <span>
        <strong>Draft preview.</strong> The latest saved draft, not what readers see yet.
      </span>
      {/* A plain link: the exit route must never be prefetched. */}
      <a href={`/api/preview/exit?path=${encodeURIComponent(path)}`} className={`font-semibold underline underline-offset-2 ${focusRing}`}>
        Exit preview
      </a>
      <RefreshOnSave />
    </div>
  )
}
