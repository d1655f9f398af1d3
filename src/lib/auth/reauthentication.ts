import { createLocalReq, type Payload } from 'payload'

/**
 * A member who signs in through Google, GitHub or Apple may have no password to re-enter before
 * deleting their account; confirming with their provider instead (the social sign-in flow with
 * `intent=confirm`) records the moment here, and counts for a few minutes.
 */
const CONFIRMATION_WINDOW_MS = 10 * 60 * 1000

export const markConfirmed = async (payload: Payload, userId: number): Promise<void> => {
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { reauthenticatedAt: new Date().toISOString() },
    req: await createLocalReq({}, payload),
    returning: false,
  })
}

/** Whether the member confirmed who they are through a provider within the window. */
export const confirmedRecently = async (payload: Payload, userId: number): Promise<boolean> => {
  const user = await payload.db.findOne<{ id: number; reauthenticatedAt?: string | null }>({
    collection: 'users',
    where: { id: { equals: userId } },
    select: { reauthenticatedAt: true },
    req: await createLocalReq({}, payload),
  })
  const at = user?.reauthenticatedAt ? Date.parse(user.reauthenticatedAt) : NaN
  return Number.isFinite(at) && Date.now() - at < CONFIRMATION_WINDOW_MS
}
