/* The admin panel's root layout (Payload's own), kept apart from the public site's. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { RootLayout } from '@payloadcms/next/layouts'
import type React from 'react'

import { importMap } from './admin/importMap.js'
import { adminViewer } from './adminViewer'
import './custom.scss'
import { serverFunction } from './serverFunction'

export default async function PayloadLayout({ children }: { children: React.ReactNode }) {
  // A member gets a bare page around NotForMembers: Payload's layout would serialize the
  // admin's client config for them (see NotForMembers.tsx).
  if ((await adminViewer()) === 'member') {
    return (
      <html lang="en">
        <body>{children}</body>
      </html>
    )
  }
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
