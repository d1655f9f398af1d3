import { z } from 'zod'

/** Building blocks shared by the form schemas. Messages are the spec's (SPEC §5). */
export const trimmed = () => z.string({ error: 'This field is required.' }).trim()

export const emailField = (message = 'Please enter a valid email address.') =>
  trimmed().max(254, message).pipe(z.email({ error: message }))

/** http(s) only: a "javascript:" or "data:" link is not a valid URL here. */
export const urlField = (message = 'Please enter a valid URL.') =>
  trimmed()
    .max(2000, message)
    .pipe(z.url({ protocol: /^https?$/, error: message }))
