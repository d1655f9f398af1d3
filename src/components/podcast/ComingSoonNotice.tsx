/** The podcast is not on the air yet: said once, near the top of the page. */
export function ComingSoonNotice() {
  return (
    <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <p className="font-semibold">Coming soon</p>
      <p className="mt-1 text-sm">
        The first episodes are being recorded. Subscribe below and we will e-mail you when they are out.
      </p>
    </div>
  )
}
