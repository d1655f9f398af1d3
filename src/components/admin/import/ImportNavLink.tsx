import type { ServerProps } from 'payload'

import { userIsAdmin } from '@/access/roles'

/** "Import" in the admin's navigation, for the creator (administrators) only. */
export function ImportNavLink({ user }: ServerProps) {
  if (!userIsAdmin(user)) return null
  return (
    <a className="nav__link" href="/admin/import" id="nav-import">
      <span className="nav__link-label">Import from WordPress or Ghost</span>
    </a>
  )
}
