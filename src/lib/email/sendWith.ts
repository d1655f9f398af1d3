import type { Payload, SendEmailOptions } from 'payload'

/**
 * Sends through Payload's adapter (src/lib/email.ts) with the `payload` the caller holds (a job,
 * a hook). A failed send is logged, never thrown: what it reports on is already stored.
 */
export const sendWith = async (payload: Payload, message: SendEmailOptions, what: string): Promise<boolean> => {
  try {
    await payload.sendEmail(message)
    return true
  } catch (error) {
    console.error(`[email] The ${what} e-mail could not be sent.`, error)
    return false
  }
}
