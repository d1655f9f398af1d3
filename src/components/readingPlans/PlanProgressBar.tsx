/** The reader's progress through a plan: completed listed days ÷ listed days, rounded. */
export function PlanProgressBar({ percent, done, listed }: { percent: number; done: number; listed: number }) {
  return (
    <section aria-labelledby="plan-progress" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="plan-progress" className="font-serif text-xl font-bold text-stone-900">
          Your Progress
        </h2>
        <p className="text-sm text-stone-700">
          <span className="font-semibold text-stone-900">{percent}%</span> · {done} of {listed} {listed === 1 ? 'day' : 'days'} completed
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="plan-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${done} of ${listed} days completed)`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-amber-700 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </section>
  )
}
