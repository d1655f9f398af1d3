import { createLocalReq, logoutOperation, type Payload } from 'payload'

import { inAccountOrder } from './accountOrder'
import { sessionUser } from './session'

/**
 * Revokes the request's session on the server (Payload drops it from the user's `sessions`),
 * so its token stops working at once, even if a copy of the cookie survives somewhere.
 * Other sessions of the same member (other browsers) stay signed in. Anonymous: nothing to do.
 */
export const endSession = async (payload: Payload, req: Request): Promise<void> => {
  const user = await sessionUser(payload, req)
  if (!user) return
  // `user` carries the session id (`_sid`) that payload.auth read from the token.
  const local = await createLocalReq({ user }, payload)
  await inAccountOrder(user.id, () => logoutOperation({ collection: payload.collections.users, req: local }))
}
