/**
 * The admin's "Send to subscribers" box talks to these, under the CMS API:
 * - GET  /cms-api/newsletter-sends/by-post/:post  who would receive it, and the sending's progress
 * - POST /cms-api/newsletter-sends/start          { post, topic? } starts sending a published post
 * - POST /cms-api/newsletter-sends/:id/retry      queues the failed deliveries again
 * Only the staff (admins and editors) may use them; the session is Payload's, read from the
 * request as for the rest of the CMS API (its cookie counts only from the site's own pages).
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { userIsStaff } from '@/access/roles'
import { badRequest, forbidden, json, notFound, unauthorized } from '@/lib/http/responses'
import { NEWSLETTER_TOPICS } from '@/lib/validation/newsletter'
import { postSendingState, retryFailed, SendingRefused, startSending } from './sendings'

const id = z.coerce.number({ error: 'Give a document id.' }).int('Give a document id.').positive('Give a document id.').max(2 ** 31 - 1, 'Give a document id.')

const startSchema = z.strictObject(
  {
    post: z.number({ error: 'Give the id of the post to send.' }).int('Give the id of the post to send.').positive('Give the id of the post to send.').max(2 ** 31 - 1, 'Give the id of the post to send.'),
    topic: z.enum(NEWSLETTER_TOPICS, { error: 'Choose "general" or "podcast".' }).default('general'),
  },
  { error: 'Send { post, topic } and nothing else.' },
)

const staffOnly =
  (handler: (req: PayloadRequest) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    if (!req.user) return unauthorized()
    if (!userIsStaff(req.user)) return forbidden('Only the staff may send newsletters.')
    try {
      return await handler(req)
    } catch (error) {
      if (error instanceof SendingRefused) return json({ message: error.message }, { status: error.status })
      throw error
    }
  }

const fieldErrors = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]))

const jsonBody = async (req: PayloadRequest): Promise<unknown> => {
  try {
    return JSON.parse((await req.text?.()) || 'null')
  } catch {
    return undefined
  }
}

const routeId = (req: PayloadRequest, name: string) => id.safeParse(req.routeParams?.[name])

export const newsletterSendEndpoints: Endpoint[] = [
  {
    path: '/by-post/:post',
    method: 'get',
    handler: staffOnly(async (req) => {
      const post = routeId(req, 'post')
      if (!post.success) return badRequest({ post: post.error.issues[0].message })
      const state = await postSendingState(req.payload, post.data)
      return state ? json(state) : notFound('There is no such post.')
    }),
  },
  {
    path: '/start',
    method: 'post',
    handler: staffOnly(async (req) => {
      const body = startSchema.safeParse(await jsonBody(req))
      if (!body.success) return badRequest(fieldErrors(body.error))
      const sending = await startSending(req.payload, { ...body.data, startedBy: Number(req.user!.id) })
      return json({ message: 'Sending started.', sending }, { status: 201 })
    }),
  },
  {
    path: '/:id/retry',
    method: 'post',
    handler: staffOnly(async (req) => {
      const send = routeId(req, 'id')
      if (!send.success) return badRequest({ id: send.error.issues[0].message })
      const sending = await retryFailed(req.payload, send.data)
      return json({ message: 'The failed e-mails will be sent again.', sending })
    }),
  },
]
