import { Button } from '@payloadcms/ui'
import type { WidgetServerProps } from 'payload'

import { userIsAdmin } from '@/access/roles'
import { adminPath, pendingCommentsPath } from '@/lib/data/adminPaths'
import { DeskWidget } from './DeskWidget'

/** Where the creator most often goes next. Site settings only for admins: editors cannot open them. */
export function QuickLinksWidget({ req }: WidgetServerProps) {
  const { payload, user } = req
  const links = [
    { label: 'New post', to: adminPath(payload, '/collections/posts/create') },
    { label: 'Comments waiting', to: pendingCommentsPath(payload) },
    ...(userIsAdmin(user) ? [{ label: 'Site settings', to: adminPath(payload, '/globals/site-settings') }] : []),
  ]
  return (
    <DeskWidget id="desk-links" title="Quick links">
      <div className="desk-widget__links">
        {links.map(({ label, to }) => (
          <Button key={label} el="link" to={to} buttonStyle="secondary" size="small">
            {label}
          </Button>
        ))}
        <Button el="anchor" url="/" newTab buttonStyle="secondary" size="small">
          View the site
        </Button>
      </div>
    </DeskWidget>
  )
}
