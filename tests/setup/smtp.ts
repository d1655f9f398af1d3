/**
 * A loopback SMTP server that catches every e-mail the app sends during a test run.
 *
 * The default export is a Vitest global setup: it runs once in the main process, before any
 * test worker starts, and hands the SMTP port to the workers (tests/setup/env.ts turns it
 * into SMTP_HOST/SMTP_PORT before Payload reads them). Test files run in other processes, so
 * the caught mail is served to them as JSON over a second loopback port; `mailTo()` reads it.
 * The browser tests get the same catcher from scripts/test.ts (`startMailCatcher`): the app
 * server sends to it, and specs read it through TEST_MAILBOX_URL.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { TestProject } from 'vitest/node'
import { startedOnce } from './startedOnce'

declare module 'vitest' {
  export interface ProvidedContext {
    smtpPort: number
    mailboxUrl: string
  }
}

export type CaughtMail = {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[]
  /** Header names lower-cased, folded lines joined, encoded words decoded. */
  headers: Record<string, string>
  subject: string
  text: string
}

// ---------------------------------------------------------------------------------------
// Parsing: just enough MIME for what nodemailer writes (7bit, quoted-printable or base64
// bodies, UTF-8 encoded words, multipart/alternative).

const decodeQuotedPrintable = (value: string): Buffer => {
  const soft = value.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : ''
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(soft.charCodeAt(i) & 0xff)
    }
  }
  return Buffer.from(bytes)
}

const decodeWords = (value: string): string =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    )

const splitHead = (raw: string): { headers: Record<string, string>; body: string } => {
  const match = /\r?\n\r?\n/.exec(raw)
  const head = match ? raw.slice(0, match.index) : raw
  const body = match ? raw.slice(match.index + match[0].length) : ''
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers[name] ??= decodeWords(line.slice(colon + 1).trim())
  }
  return { headers, body }
}

const plainText = (raw: string): string => {
  const { headers, body } = splitHead(raw)
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1)
    const texts = parts.map(plainText).filter(Boolean)
    return texts[0] ?? ''
  }
  if (!type.toLowerCase().startsWith('text/plain')) return ''
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8')
  return Buffer.from(body, 'latin1').toString('utf8')
}

export const parseMail = (raw: Buffer, to: string[]): CaughtMail => {
  const text = raw.toString('latin1')
  const { headers } = splitHead(text)
  return { to, headers, subject: headers.subject ?? '', text: plainText(text).replace(/\r\n/g, '\n') }
}

// ---------------------------------------------------------------------------------------
// The global setup (main process).

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }, address: () => unknown) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((address() as AddressInfo).port)))

export type MailCatcher = { smtpPort: number; mailboxUrl: string; stop: () => Promise<void> }

export async function startMailCatcher(): Promise<MailCatcher> {
  const { SMTPServer } = await import('smtp-server')
  const caught: CaughtMail[] = []

  const smtp = new SMTPServer({
    // Plain loopback SMTP: no TLS upgrade (nodemailer would reject a self-signed certificate), no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        caught.push(parseMail(Buffer.concat(chunks), to))
        callback()
      })
    },
  })
  // A test worker that exits while the app is still sending resets its connection; unheard,
  // that 'error' would end the whole Vitest run after every test had passed.
  smtp.on('error', () => {})
  const smtpPort = await listen(smtp, () => smtp.server.address())

  const mailbox = http.createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('to')?.toLowerCase()
    const messages = to ? caught.filter((m) => m.to.includes(to)) : caught
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(messages))
  })
  const mailboxPort = await listen(mailbox, () => mailbox.address())

  return {
    smtpPort,
    mailboxUrl: `http://127.0.0.1:${mailboxPort}/messages`,
    stop: async () => {
      await new Promise<void>((resolve) => mailbox.close(() => resolve()))
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    },
  }
}

/** What the app server needs to send to the catcher. */
export const mailEnvironment = (catcher: MailCatcher) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(catcher.smtpPort),
  SMTP_SECURE: 'false',
  TEST_MAILBOX_URL: catcher.mailboxUrl,
})

export default async function setup(project: TestProject) {
  const { value: catcher, release } = await startedOnce('mail catcher', startMailCatcher, (catcher) => catcher.stop())
  project.provide('smtpPort', catcher.smtpPort)
  project.provide('mailboxUrl', catcher.mailboxUrl)
  return release
}

// ---------------------------------------------------------------------------------------
// For tests (worker processes): tests/setup/env.ts puts the mailbox address in TEST_MAILBOX_URL.

/** Every e-mail caught so far for `address`, oldest first. */
export const mailsTo = async (address: string): Promise<CaughtMail[]> => {
  const base = process.env.TEST_MAILBOX_URL
  if (!base) throw new Error('TEST_MAILBOX_URL is not set: the tests run without the mail catcher (tests/setup/smtp.ts)')
  const res = await fetch(`${base}?to=${encodeURIComponent(address)}`)
  return (await res.json()) as CaughtMail[]
}

/** The first e-mail to `address` (whose subject matches, if given), waiting a little for it. */
export const mailTo = async (address: string, subject?: RegExp, timeoutMs = 5_000): Promise<CaughtMail> => {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = (await mailsTo(address)).find((m) => !subject || subject.test(m.subject))
    if (found) return found
    if (Date.now() > until) throw new Error(`No e-mail to ${address}${subject ? ` matching ${subject}` : ''} arrived.`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
