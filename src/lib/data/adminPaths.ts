import type { Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { filterBy } from './inbox'

/** Addresses in the admin panel, for links from the dashboard and from e-mails. */
export const adminPath = (payload: Payload, path: `/${string}`) => formatAdminURL({ adminRoute: payload.config.routes.admin, path })

/** The comments list showing only those waiting for moderation. */
export const pendingCommentsPath = (payload: Payload) => adminPath(payload, `/collections/comments?${filterBy('status', 'pending')}`)

export const documentAdminPath = (payload: Payload, collection: string, id: number | string) =>
  adminPath(payload, `/collections/${collection}/${id}`)
