import type { TaskConfig } from 'payload'

/**
 * Sends one e-mail that a change has to be followed by: queued on the change's own transaction,
 * so it leaves only if the change was saved, and retried until the mail server takes it.
 */
export const deliverEmailTask: TaskConfig<{ input: { to: string; subject: string; text: string }; output: Record<string, never> }> = {
  slug: 'deliverEmail',
  label: 'Send a notice e-mail',
  inputSchema: [
    { name: 'to', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
  ],
  retries: 5,
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({ to: input.to, subject: input.subject, text: input.text })
    return { output: {} }
  },
}
