import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'

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
      })
    : nodemailer.createTransport({ jsonTransport: true })
  return nodemailerAdapter({
    defaultFromAddress: from,
    defaultFromName: fromName,
    transport,
    skipVerify: !host,
  })
}
