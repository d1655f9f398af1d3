import type { Metadata } from 'next'
import Link from 'next/link'
import type React from 'react'

import { getSiteInfo } from '@/lib/data/site'
import './globals.css'

export const generateMetadata = async (): Promise<Metadata> => {
  const site = await getSiteInfo()
  return { title: { default: site.title, template: `%s | ${site.title}` }, description: site.description }
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const site = await getSiteInfo()
  return (
    <html lang="en">
      <body className="min-h-screen bg-stone-50 text-stone-900 antialiased">
        <header className="border-b border-stone-200 bg-white">
          <nav className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4" aria-label="Main">
            <Link href="/" className="font-serif text-xl font-bold">
              {site.title}
            </Link>
            <div className="flex gap-4 text-sm">
              <Link href="/">Home</Link>
              <Link href="/blog">Blog</Link>
            </div>
          </nav>
        </header>
        <main className="mx-auto max-w-6xl px-4 py-8">{children}</main>
        <footer className="border-t border-stone-200 py-8 text-center text-sm text-stone-600">
          © {new Date().getFullYear()} {site.title}. {site.copyright}
        </footer>
      </body>
    </html>
  )
}
