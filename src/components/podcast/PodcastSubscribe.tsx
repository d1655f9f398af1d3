import { NewsletterForm } from '@/components/newsletter/NewsletterForm'

/**
 * The podcast's Subscribe (DECISIONS.md): the address joins the newsletter with the topic
 * "podcast", confirmed by an e-mailed link like every sign-up.
 */
export function PodcastSubscribe({ released }: { released: boolean }) {
  return (
    <section aria-labelledby="podcast-subscribe-title" className="rounded-xl bg-amber-50 px-6 py-8 ring-1 ring-amber-200 sm:px-10">
      <h2 id="podcast-subscribe-title" className="font-serif text-2xl font-bold text-stone-900">
        {released ? 'Hear when a new episode is out' : 'Hear when the first episode is out'}
      </h2>
      <p className="mt-2 max-w-prose text-stone-700">
        Leave your e-mail address and we will let you know when new episodes are released. We will ask you to confirm your
        address first.
      </p>
      <div className="mt-5">
        <NewsletterForm
          topic="podcast"
          label="Email address for podcast news"
          thanks="Thank you for subscribing. Please check your inbox to confirm your subscription."
        />
      </div>
    </section>
  )
}
