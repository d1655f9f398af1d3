/** The dashboard's two count cards: saved articles and comments. */
export function ActivityCounts({ favorites, comments }: { favorites: number; comments: number }) {
  const cards = [
    { label: 'Favorite articles', value: favorites },
    { label: 'Comments', value: comments },
  ]
  return (
    <dl className="grid grid-cols-2 gap-4">
      {cards.map((card) => (
        <div key={card.label} className="flex flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
          <dt className="text-sm font-medium text-stone-600">{card.label}</dt>
          <dd className="order-first font-serif text-3xl font-bold text-stone-900">{card.value}</dd>
        </div>
      ))}
    </dl>
  )
}
