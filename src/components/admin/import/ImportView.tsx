import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { userIsAdmin } from '@/access/roles'
import { ImportScreen } from './ImportScreen'
import './import.scss'

/**
 * /admin/import: bring posts, pages, comments and subscribers in from WordPress or Ghost. The
 * screen (./ImportScreen.tsx) talks to /api/admin/imports; the work runs on the jobs queue.
 */
export function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="import-view">
        <h1>Import from WordPress or Ghost</h1>
        {userIsAdmin(req.user) ? <ImportScreen /> : <p>Only the site’s administrators can import.</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
