import { sendContactMessage } from '@/lib/data/contact'
import { readJson } from '@/lib/http/body'
import { checkOrigin } from '@/lib/http/origin'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { contactSchema } from '@/lib/validation/contact'

export const POST = route(async (req) => {
  const refused = checkOrigin(req)
  if (refused) return refused
  const input = await readJson(req, contactSchema)
  if (!input.ok) return input.response
  await sendContactMessage(input.data)
  return json({ message: "Your message has been sent. We'll get back to you soon." }, { status: 201 })
})
