/** What members get (the login page's side panel). */
const BENEFITS = [
  { title: 'Biblical insights', text: 'Articles that bring Scripture to bear on the struggles believers face every day.' },
  { title: 'Media analysis', text: 'Careful evaluations of songs, films and organizations from a biblical point of view.' },
  { title: 'Scripture content', text: 'A verse for every day and studies that keep God’s word at the centre.' },
  { title: 'Reading plans', text: 'Guided plans through the Bible, with your progress saved to your account.' },
  { title: 'Media recommendations', text: 'Music, sermons and devotionals worth your time, and playlists to go with them.' },
]

export function MemberBenefits({ siteTitle, description }: { siteTitle: string; description: string }) {
  return (
    <section aria-labelledby="member-benefits" className="rounded-xl bg-stone-900 p-6 text-stone-100 sm:p-8">
      <h2 id="member-benefits" className="font-serif text-2xl font-bold text-white">
        Join {siteTitle}
      </h2>
      {description && <p className="mt-2 text-stone-300">{description}</p>}
      <ul className="mt-6 space-y-4">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="flex gap-3">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-1 size-5 shrink-0 text-amber-400" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <div>
              <h3 className="font-semibold text-white">{benefit.title}</h3>
              <p className="text-sm text-stone-300">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
