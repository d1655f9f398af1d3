import type { SendEmailOptions } from 'payload'

import { payloadClient } from '@/lib/payload'

/**
 * Sends through Payload's adapter (src/lib/email.ts). A failed send is logged, never thrown:
 * what the visitor sent is already stored, and their request still succeeds.
 */
export const trySendEmail = async (message: SendEmailOptions, what: string): Promise<boolean> => {
  try {
    const payload = await payloadClient()
    await payload.sendEmail(message)
    return true
  } catch (error) {
    console.error(`[email] The ${what} e-mail could not be sent.`, error)
    return false
  }
}
