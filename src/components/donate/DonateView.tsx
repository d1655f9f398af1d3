import type { DonationArea } from '@/collections/donations/area'
import type { DonateReturn } from '@/collections/donations/links'
import { primaryButtonClass } from '@/components/forms/styles'
import { DonateForm } from './DonateForm'

/** What the donor reads on coming back from Stripe's payment page. */
function ReturnNotice({ returned }: { returned: DonateReturn }) {
  return returned === 'thank-you' ? (
    <div role="status" className="mt-6 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
      <p className="font-semibold">Thank you for your gift!</p>
      <p className="mt-1 text-sm">Your support means a great deal. A thank-you note is on its way to your e-mail address.</p>
    </div>
  ) : (
    <div role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">Your donation was cancelled.</p>
      <p className="mt-1 text-sm">Nothing was charged. You are welcome to choose another gift below whenever you like.</p>
    </div>
  )
}

/** The provider part: the gift chooser for Stripe and PayPal, a link for Ko-fi and Buy Me A Coffee. */
function GivingArea({ area, siteTitle }: { area: DonationArea; siteTitle: string }) {
  switch (area.kind) {
    case 'stripe':
    case 'paypal':
      return <DonateForm provider={area} siteTitle={siteTitle} />
    case 'profile':
      return (
        <div>
          <p className="text-stone-700">
            Gifts are received through {area.label}, where you choose the amount and whether to give once or every month.
          </p>
          <a href={area.href} rel="noopener" className={`mt-4 ${primaryButtonClass}`}>
            Support us on {area.label}
          </a>
        </div>
      )
    case 'not-configured':
      return <p className="text-stone-700">Donation method not configured. Please check back later.</p>
  }
}

type Props = { area: DonationArea; siteTitle: string; returned: DonateReturn | null }

/** /donate while donations are on: a personal note, a scripture, then the gift. */
export function DonateView({ area, siteTitle, returned }: Props) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">Support This Ministry</h1>
      {returned && <ReturnNotice returned={returned} />}
      <div className="mt-6 space-y-4 text-stone-800">
        <p>
          {siteTitle} is written by one believer who wants to help others break free from sin through the wisdom of Scripture.
          There are no advertisements and nothing is behind a paywall: every article, reading plan and analysis is free for
          anyone who needs it.
        </p>
        <p>
          If something here has helped you, a gift keeps the site online and gives time for study, prayer and writing. Thank
          you for standing with this work, whatever you are able to give.
        </p>
      </div>
      <figure className="mt-8 border-l-4 border-amber-700 bg-amber-50/60 py-3 pl-5 pr-4">
        <blockquote className="font-serif text-lg italic text-stone-900">
          &ldquo;Every man according as he purposeth in his heart, so let him give; not grudgingly, or of necessity: for God
          loveth a cheerful giver.&rdquo;
        </blockquote>
        <figcaption className="mt-2 text-sm text-stone-700">2 Corinthians 9:7 (KJV)</figcaption>
      </figure>
      <section aria-labelledby="give" className="mt-10 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="give" className="font-serif text-2xl font-bold text-stone-900">
          Give a gift
        </h2>
        <div className="mt-5">
          <GivingArea area={area} siteTitle={siteTitle} />
        </div>
      </section>
    </div>
  )
}
