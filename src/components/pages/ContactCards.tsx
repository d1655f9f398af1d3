import type { ReactNode } from 'react'

import type { ContactInfo } from '@/lib/data/site'

const linkClass =
  'wrap-anywhere font-medium text-blue-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700'

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <span className="flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-900" aria-hidden="true">
        {icon}
      </span>
      <h2 className="mt-3 font-serif text-lg font-bold text-stone-900">{title}</h2>
      <div className="mt-1 text-sm text-stone-700">{children}</div>
    </li>
  )
}

const svg = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    {path}
  </svg>
)

/** Where a card without an address sends readers: the form below the cards. */
function FormLink({ children }: { children: ReactNode }) {
  return (
    <a href="#contact-form" className={linkClass}>
      {children}
    </a>
  )
}

/**
 * The contact page's three info cards (the spec's three), with the addresses from the site
 * settings; a card whose address is empty points to the contact form instead.
 */
export function ContactCards({ contact }: { contact: ContactInfo }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      <Card title="Email us" icon={svg(<><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3 7 9 6 9-6" /></>)}>
        <p>For questions, feedback or ideas for an article.</p>
        {contact.generalEmail ? (
          <a href={`mailto:${contact.generalEmail}`} className={linkClass}>
            {contact.generalEmail}
          </a>
        ) : (
          <FormLink>Write to us with the form below</FormLink>
        )}
      </Card>
      <Card title="Response time" icon={svg(<><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>)}>
        <p>We read every message and reply within {contact.responseTime}.</p>
      </Card>
      <Card title="Prayer support" icon={svg(<path d="M12 21s-7-4.5-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.5-9 9-9 9z" />)}>
        <p>Share a prayer request; it stays between you and those who pray for you.</p>
        {contact.prayerEmail ? (
          <a href={`mailto:${contact.prayerEmail}`} className={linkClass}>
            {contact.prayerEmail}
          </a>
        ) : (
          <FormLink>Send your request with the form below</FormLink>
        )}
      </Card>
    </ul>
  )
}
