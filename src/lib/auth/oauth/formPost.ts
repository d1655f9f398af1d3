import { isFormPost, readLimitedBytes } from '@/lib/http/body'

/**
 * The fields of a provider's form_post callback (Apple's) that the sign-in reads, as a query
 * string for the GET callback. The form is small (a code, a state, a name); anything over
 * MAX_FORM_BYTES is refused unread (null), and fields other than these are dropped.
 */
const MAX_FORM_BYTES = 16 * 1024

const FIELDS = ['code', 'state', 'error', 'user'] as const
const MAX_FIELD_LENGTH = 4096

export const formPostQuery = async (req: Request): Promise<URLSearchParams | null> => {
  const bytes = await readLimitedBytes(req, MAX_FORM_BYTES)
  if (bytes === null) return null
  const query = new URLSearchParams()
  // Anything but a form (or text that is not UTF-8) carries no fields: the GET then refuses it.
  if (!isFormPost(req)) return query
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return query
  }
  const form = new URLSearchParams(text)
  for (const field of FIELDS) {
    const value = form.get(field)
    if (value && value.length <= MAX_FIELD_LENGTH && !value.includes('\0')) query.set(field, value)
  }
  return query
}
