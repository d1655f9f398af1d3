import type { Payload, SendEmailOptions } from 'payload'

/**
 * Sends through Payload's adapter (./adapter.ts) with the `payload` the caller holds. A failed
 * send is logged, never thrown: what the message reports on is already stored, and the request
 * or job that sent it still succeeds.
 */
export const trySendEmail = async (payload: Payload, message: SendEmailOptions, what: string): Promise<boolean> => {
  try {
    await payload.sendEmail(message)
    return true
  } catch (error) {
    console.error(`[email] The ${what} e-mail could not be sent.`, error)
    return false
  }
}
