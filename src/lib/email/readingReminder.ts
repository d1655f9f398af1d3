import type { SendEmailOptions } from 'payload'

import { escapeHtml } from '@/lib/html/escape'

import { oneClickUnsubscribeHeaders } from './oneClickUnsubscribe'
import { oneLine } from './oneLine'

/** One passage of the day as the e-mail names it: the words the creator wrote, and the passage page when they name one. */
export type ReminderPassage = { text: string; url: string | null }

export type ReadingReminderMail = {
  to: string
  siteTitle: string
  plan: { title: string; url: string }
  day: { day: number; title: string; passages: ReminderPassage[]; questions: string[]; url: string }
  /** The confirmation page of "Mark as complete" (a signed link). */
  completeUrl: string
  /** The page with the button that stops these e-mails, and the one-click address mail clients POST to. */
  stopPageUrl: string
  oneClickStopUrl: string
  /** Where the member changes the hour or time zone. */
  settingsUrl: string
}

const e = escapeHtml
const sans = 'font-family:Arial,Helvetica,sans-serif;'

/**
 * A member's daily reading-plan reminder: the day's passages (each linked to its page on the
 * site), its reflection questions, "Mark as complete", and how to stop or change the e-mails,
 * in a plain-text and an HTML part, with the one-click unsubscribe headers (RFC 8058).
 */
export const readingReminderEmail = (mail: ReadingReminderMail): SendEmailOptions => {
  const { plan, day } = mail
  const subject = oneLine(`Day ${day.day} of ${plan.title}: ${day.title}`)
  const why = `You receive this e-mail because you asked for a daily reminder of "${oneLine(plan.title)}".`

  const text = [
    `${plan.title}, day ${day.day}: ${day.title}`,
    '',
    "Today's reading:",
    ...day.passages.map((p) => `- ${p.text}${p.url ? `: ${p.url}` : ''}`),
    ...(day.questions.length ? ['', 'To reflect on:', ...day.questions.map((q) => `- ${q}`)] : []),
    '',
    `Read it on the site: ${day.url}`,
    '',
    `Mark as complete: ${mail.completeUrl}`,
    '',
    '--',
    mail.siteTitle,
    why,
    `Change the hour or time zone: ${mail.settingsUrl}`,
    `Stop these e-mails: ${mail.stopPageUrl}`,
  ].join('\n')

  const passages = day.passages
    .map((p) => `<li style="margin:0 0 6px;">${p.url ? `<a href="${e(p.url)}" style="color:#92400e;">${e(p.text)}</a>` : e(p.text)}</li>`)
    .join('')
  const questions = day.questions.map((q) => `<li style="margin:0 0 6px;">${e(q)}</li>`).join('')
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;">
<div style="max-width:600px;margin:0 auto;padding:32px 24px;background:#ffffff;color:#1f2937;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.6;">
<p style="margin:0 0 24px;${sans}font-size:14px;color:#4b5563;">${e(mail.siteTitle)} · <a href="${e(plan.url)}" style="color:#4b5563;">${e(plan.title)}</a></p>
<h1 style="margin:0 0 16px;font-size:26px;line-height:1.25;">Day ${day.day}: ${e(day.title)}</h1>
<h2 style="margin:0 0 8px;${sans}font-size:16px;">Today's reading</h2>
<ul style="margin:0 0 24px;padding-left:20px;">${passages}</ul>
${questions ? `<h2 style="margin:0 0 8px;${sans}font-size:16px;">To reflect on</h2>\n<ul style="margin:0 0 24px;padding-left:20px;">${questions}</ul>` : ''}
<p style="margin:24px 0;"><a href="${e(mail.completeUrl)}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#ffffff;text-decoration:none;border-radius:4px;${sans}font-size:15px;">Mark as complete</a>
<a href="${e(day.url)}" style="margin-left:12px;${sans}font-size:15px;color:#92400e;">Read it on the site</a></p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:32px 0 16px;">
<p style="margin:0;${sans}font-size:13px;color:#4b5563;">${e(why)} <a href="${e(mail.settingsUrl)}" style="color:#4b5563;">Change the hour or time zone</a> or <a href="${e(mail.stopPageUrl)}" style="color:#4b5563;">stop these e-mails</a>.</p>
</div>
</body>
</html>
`
  return { to: mail.to, subject, text, html, headers: oneClickUnsubscribeHeaders(mail.oneClickStopUrl) }
}
