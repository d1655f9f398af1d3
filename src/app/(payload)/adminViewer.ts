import config from '@payload-config'
import { headers } from 'next/headers'
import { executeAuthStrategies, getPayload } from 'payload'
import { cache } from 'react'

import { adminPanel } from '@/access'
import { userIsAdmin } from '@/access/roles'

export type AdminViewer = 'admin' | 'editor' | 'member' | 'anonymous'

/**
 * Who is asking for an admin page: decided once per request, from the same session Payload's
 * admin reads (its auth strategies over the request headers) and by the same rule that guards
 * the panel (`access.admin` on users).
 */
export const adminViewer = cache(async (): Promise<AdminViewer> => {
  const payload = await getPayload({ config })
  const { user } = await executeAuthStrategies({ headers: await headers(), payload })
  if (!user) return 'anonymous'
  if (!adminPanel({ req: { user } })) return 'member'
  return userIsAdmin(user) ? 'admin' : 'editor'
})

/** Where a member is sent from every admin address: Payload's own "unauthorized" route. */
export const membersPage = async (): Promise<string> => {
  const { routes, admin } = await config
  return `${routes.admin}${admin.routes.unauthorized}`
}
