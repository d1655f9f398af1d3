import type React from 'react'

import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { Providers } from '@/components/providers/Providers'
import { PassagePopoverHost } from '@/components/scripture/PassagePopoverHost'
import { THEME_SCRIPT } from '@/lib/theme/colorTheme'

/**
 * The whole document of a site page: the skip link, header, main column and footer around it.
 * The theme script in <head> marks <html> with the reader's kept theme before the first frame,
 * so <html> may carry an attribute the server never rendered.
 */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col bg-stone-50 text-stone-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-stone-900 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-2 focus:outline-amber-700"
        >
          Skip to main content
        </a>
        <Providers>
          <Header />
          <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none sm:px-6">
            {children}
            <PassagePopoverHost />
          </main>
          <Footer />
        </Providers>
      </body>
    </html>
  )
}
