import type { Metadata } from 'next'

/*
 * What a signed-in member sees anywhere under /admin: this page alone. Payload's own pages
 * (its "unauthorized" view included) ship the admin's whole client config to the browser,
 * collections, fields and the import map with the server's absolute path among them.
 */

export const notForMembersMetadata: Metadata = { title: 'Not allowed', robots: { index: false, follow: false } }

export const NotForMembers = () => (
  <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '34rem', margin: '4rem auto', padding: '0 1rem', lineHeight: 1.5 }}>
    <h1>Not allowed</h1>
    <p>The admin panel is for the site’s editor. Your member account does not need it.</p>
    <p>
      <a href="/">Back to the site</a> · <a href="/api/auth/logout">Sign out</a>
    </p>
  </main>
)
