import type { Payload, SendEmailOptions } from 'payload'

import { sendWith } from './sendWith'

/**
 * Sends through Payload's adapter (src/lib/email.ts). A failed send is logged, never thrown:
 * what the visitor sent is already stored, and their request still succeeds.
 */
export const trySendEmail = async (payload: Payload, message: SendEmailOptions, what: string): Promise<boolean> => sendWith(payload, message, what)
