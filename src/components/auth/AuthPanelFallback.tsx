import { Spinner } from '@/components/forms/Spinner'

/** Holds the card's place while the browser reads the address (mode, next) to draw the form. */
export function AuthPanelFallback() {
  return (
    <div className="flex min-h-[32rem] items-center justify-center rounded-xl border border-stone-200 bg-white p-8 text-stone-600 shadow-sm">
      <Spinner className="size-6" />
      <span className="ml-3">Loading sign-in…</span>
    </div>
  )
}
