import Link from 'next/link'

import { listCategories } from '@/collections/categories/data'
import { getDonationSettings } from '@/collections/donations/data'
import { getFeatures, getSiteInfo } from '@/lib/data/site'
import { donateLink } from '@/collections/donations/links'
import { payloadClient } from '@/lib/payload'
import { SearchForm } from '@/components/search/SearchForm'
import { AccountLinks } from './AccountLinks'
import { DonateButton } from './DonateButton'
import { PhoneBar } from './PhoneBar'
import { NavDropdown } from './NavDropdown'
import { buildNavigation, type NavLink } from './navigation'

const barLink =
  'rounded-md px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700'

const BarLinks = ({ links }: { links: NavLink[] }) =>
  links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} prefetch={link.prefetch} className={barLink}>
        {link.label}
      </Link>
    </li>
  ))

/**
 * The site header, rendered on the server with the page (the categories and feature flags are
 * content); only the menus and the account links are client islands. Desktop (lg and up): a
 * top row with the title, search, Donate and account links, and the navigation row below it.
 * Smaller screens get Search, Login (or Dashboard) and the Menu panel, which holds the rest.
 */
export async function Header() {
  const payload = await payloadClient()
  const [site, features, categories, donations] = await Promise.all([getSiteInfo(payload), getFeatures(payload), listCategories(payload), getDonationSettings(payload)])
  const navigation = buildNavigation(features, categories, donateLink(donations))
  return (
    <header className="relative border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href="/" className="group flex flex-col rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700">
          <span className="font-serif text-xl font-bold text-stone-900 group-hover:text-amber-900 sm:text-2xl">{site.title}</span>
          {site.description && <span className="hidden text-xs text-stone-600 sm:block">{site.description}</span>}
        </Link>
        <div className="hidden items-center gap-2 lg:flex">
          {navigation.search && <SearchForm layout="header" label="Search the site" landmark="Site search" placeholder="Search…" />}
          {navigation.donate && (
            <DonateButton
              link={navigation.donate}
              className="rounded-md bg-amber-800 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            />
          )}
          <AccountLinks variant="bar" />
        </div>
        <PhoneBar navigation={navigation} />
      </div>
      <nav aria-label="Main" className="hidden border-t border-stone-100 lg:block">
        <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1.5 sm:px-6">
          <BarLinks links={navigation.lead} />
          {navigation.groups.map((group) => (
            <li key={group.id}>
              <NavDropdown group={group} />
            </li>
          ))}
          <BarLinks links={navigation.trail} />
        </ul>
      </nav>
    </header>
  )
}
