import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Transport } from 'nodemailer'
import type MimeNode from 'nodemailer/lib/mime-node'

/** Without an SMTP server (development) each message is printed instead of sent. */
const consoleTransport: Transport<{ envelope: MimeNode.Envelope; messageId: string }> = {
  name: 'console',
  version: '1',
  send: (mail, done) => {
    const { subject, text } = mail.data
    const envelope = mail.message.getEnvelope()
    console.info(
      `[email] SMTP_HOST is not set, so this e-mail was not sent.\nTo: ${envelope.to.join(', ')}\nSubject: ${subject ?? ''}\n\n${typeof text === 'string' ? text : ''}`,
    )
    done(null, { envelope, messageId: mail.message.messageId() })
  },
}

/**
 * E-mail goes through SMTP from the environment. Without SMTP_HOST, messages are written to
 * the console instead (development), so nothing ever reaches out to a third-party service.
 */
export const emailAdapter = () => {
  const from = process.env.EMAIL_FROM || 'no-reply@localhost'
  const fromName = process.env.EMAIL_FROM_NAME || 'Renewed Mind'
  const host = process.env.SMTP_HOST
  const transport = host
    ? nodemailer.createTransport({
        host,
        port: Number(process.env.SMTP_PORT || 587),
        secure: process.env.SMTP_SECURE === 'true',
        auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD } : undefined,
        // A request that sends mail waits for it: an unreachable server must fail in seconds, not minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport(consoleTransport)
  return nodemailerAdapter({
    defaultFromAddress: from,
    defaultFromName: fromName,
    transport,
    skipVerify: !host,
  })
}
