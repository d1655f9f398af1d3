/** Grey cards in the grid's shape while results load (the music list shows 6). */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="card-skeletons">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="animate-pulse overflow-hidden rounded-lg border border-stone-200 bg-white">
          <div className="aspect-video bg-stone-200" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-1/3 rounded bg-stone-200" />
            <div className="h-5 w-3/4 rounded bg-stone-200" />
            <div className="h-3 w-full rounded bg-stone-200" />
            <div className="h-3 w-5/6 rounded bg-stone-200" />
          </div>
        </div>
      ))}
    </div>
  )
}
