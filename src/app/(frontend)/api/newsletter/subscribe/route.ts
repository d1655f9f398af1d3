import { subscribe } from '@/lib/data/newsletter'
import { readJson } from '@/lib/http/body'
import { checkOrigin } from '@/lib/http/origin'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { newsletterSchema } from '@/lib/validation/newsletter'

/** The same answer for new, pending and active addresses, so nobody can probe who subscribed. */
export const POST = route(async (req) => {
  const refused = checkOrigin(req)
  if (refused) return refused
  const input = await readJson(req, newsletterSchema)
  if (!input.ok) return input.response
  await subscribe(input.data)
  return json({ message: 'Thank you for subscribing. Please check your inbox to confirm your subscription.' })
})
