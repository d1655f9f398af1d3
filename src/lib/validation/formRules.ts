/**
 * The rules a form shows before anything is checked (a field's `maxLength`, a hint, a message set
 * by the form itself), beside the schemas that enforce them. They live apart from the schemas so
 * that a page can show them without loading zod, which the browser loads only with a form's check
 * (src/lib/client/lazyZodResolver.ts).
 */

export const PASSWORD_MIN = 8

export const COMMENT_MAX_LENGTH = 2000

/** A reader's answer to a reading plan day's question. */
export const ANSWER_MAX_LENGTH = 2000

export const PASSWORD_TO_CHANGE_EMAIL = 'Please enter your password to change your e-mail address.'
