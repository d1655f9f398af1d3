import { z } from 'zod'

/** Building blocks shared by the form schemas. Messages are the spec's. */

export const NOT_ALLOWED = 'This field contains characters that are not allowed.'

/*
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form, so either
 * would fail in the database (a 500) instead of at the form. The other C0 control characters
 * are storable but nobody types them: they come from binary junk or injection attempts.
 * A single-line field (a name, an address, a query) refuses every C0 control; multi-line text
 * keeps tab, line feed and carriage return, which pasted paragraphs contain.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_BAD = /[\u0000-\u001f]|\p{Cs}/u
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_BAD = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|\p{Cs}/u

const storableLine = (value: string) => !SINGLE_LINE_BAD.test(value)
const storableText = (value: string) => !MULTI_LINE_BAD.test(value)

/*
 * The character check comes first so that it is the message a field shows (only a field's
 * first issue is reported), and after the trim so that surrounding line breaks do no harm.
 */

/** One line of text, trimmed: names, titles, e-mail addresses, links, search queries. */
export const singleLine = (required = 'This field is required.') =>
  z.string({ error: required }).trim().refine(storableLine, NOT_ALLOWED)

/** Free text that may run over several lines, trimmed: messages, reasons, comments. */
export const multiLine = (required = 'This field is required.') =>
  z.string({ error: required }).trim().refine(storableText, NOT_ALLOWED)

/**
 * A password as typed: never trimmed (spaces count). No keyboard puts a control character in a
 * password box, so the same single-line rule applies and no NUL ever reaches Payload's hashing.
 */
export const passwordText = (required = 'Password is required.') => z.string({ error: required }).refine(storableLine, NOT_ALLOWED)

export const emailField = (message = 'Please enter a valid email address.') =>
  singleLine().max(254, message).pipe(z.email({ error: message }))

/** An e-mail address that may be left empty ("" means none); blank counts as empty. */
export const optionalEmailField = (message = 'Please enter a valid email address.') =>
  singleLine(message)
    .max(254, message)
    .pipe(z.union([z.literal(''), z.email({ error: message })]))
    .optional()

/** http(s) only: a "javascript:" or "data:" link is not a valid URL here. */
export const urlField = (message = 'Please enter a valid URL.') =>
  singleLine()
    .max(2000, message)
    .pipe(z.url({ protocol: /^https?$/, error: message }))
