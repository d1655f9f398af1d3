import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test, type Page } from '@playwright/test'

import { launcherArgs } from '../../scripts/lib/launcher'
import { mailsTo, mailTo } from '../setup/smtp'
import { loopbackAddress, requestFrom } from './fromAddress'
import { adminApi, axeFindings, unique } from './helpers'

/**
 * A member's daily reading-plan reminder, on a phone: they ask for it on the plan's page at an
 * hour of Auckland's clock (never the server's zone), the test moves the clock with
 * `npm run reminders -- --now …` (the same database, a process of its own), the e-mail arrives at
 * that hour and not a minute before, its "Mark as complete" link opens a page whose button marks
 * the day, and a finished plan sends nothing more.
 */

const PHONE = { width: 390, height: 844 }
const PASSWORD = 'a-long-member-password-29'
const ZONE = 'Pacific/Auckland'
const root = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)

/** `npm run reminders -- --now <iso>` against the browser tests' database, mailing links to their server. */
const remindersAt = async (now: Date, baseURL: string) => {
  const { stdout } = await run(process.execPath, launcherArgs('reminders', '--now', now.toISOString()), {
    cwd: root,
    timeout: 120_000,
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL ?? '',
      SERVER_URL: baseURL,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-secret-not-for-production',
    },
  })
  expect(stdout).toMatch(/\[reminders\] .*: \d+ sent, 0 failed/)
}

const hourIn = (at: Date, timeZone: string) => Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at))

/**
 * An hour of Auckland's day about half a day from now (so the server's own hourly run, on the
 * real clock, never reaches it during the test), and the moment it next begins. Auckland's
 * offset from UTC is whole hours, so that moment is a whole UTC hour.
 */
const comingHour = () => {
  const now = Date.now()
  const hour = (hourIn(new Date(now), ZONE) + 12) % 24
  let at = Math.ceil(now / 3_600_000) * 3_600_000 + 2 * 3_600_000
  while (hourIn(new Date(at), ZONE) !== hour) at += 3_600_000
  return { hour, at: new Date(at) }
}

/** A published plan of two days, made by the creator (its title unique to this test). */
const twoDayPlan = async (api: Awaited<ReturnType<typeof adminApi>>) => {
  const title = unique('Reminder plan')
  const day = (n: number) => ({
    day: n,
    title: `Reminder day ${n}`,
    passages: [`John ${n}:1-5`],
    description: `Day ${n} of the reminder test.`,
    reflectionQuestions: [`What does day ${n} ask of you?`],
  })
  const created = await api.post('/cms-api/reading-plans', {
    data: { title, description: 'A plan made by the reminder test.', duration: 365, theme: 'Foundations', tags: [], days: [day(1), day(2)], _status: 'published' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { slug: string } }
  return { title, slug: doc.slug }
}

const newMember = async (baseURL: string) => {
  const email = `${unique('reminded').replace(/\s/g, '-')}@example.test`
  const registered = await requestFrom(loopbackAddress(), `${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Lydia' }),
  })
  expect(registered.status, registered.body).toBe(201)
  return email
}

const remindersTo = async (email: string) => (await mailsTo(email)).filter((mail) => /^Day \d of /.test(mail.subject))

const reminderBox = (page: Page) => page.getByRole('region', { name: 'Daily reminder' })
const planDay = (page: Page, n: number) => page.locator(`details#day-${n}`)

test('a reminder arrives at the chosen hour in Auckland, marks its day from the e-mail, and stops once the plan is finished', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000)
  await page.setViewportSize(PHONE)
  const plan = await twoDayPlan(await adminApi(playwright, baseURL!))
  const email = await newMember(baseURL!)
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  expect(login.status(), await login.text()).toBe(200)
  const violations: string[] = []

  // The member asks for the e-mail on the plan's page, at an hour of Auckland's clock.
  const { hour, at } = comingHour()
  await page.goto(`/reading-plans/${plan.slug}`)
  const box = reminderBox(page)
  await expect(box.getByLabel('E-mail me each day’s reading')).toBeChecked()
  await box.getByRole('combobox', { name: 'At', exact: true }).selectOption(String(hour))
  await box.getByRole('combobox', { name: 'Time zone' }).selectOption(ZONE)
  const saved = page.waitForResponse((res) => res.url().endsWith(`/api/reading-plans/${plan.slug}/reminder`) && res.request().method() === 'PUT')
  await box.getByRole('button', { name: 'Save reminder' }).click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByTestId('toast').filter({ hasText: 'Reminder saved' })).toBeVisible()
  violations.push(...(await axeFindings(page, 'plan page with its reminder', { member: true })))

  // A minute before the hour: nothing. At the hour: the e-mail, once, however often the runner runs.
  await remindersAt(new Date(at.getTime() - 60_000), baseURL!)
  expect(await remindersTo(email)).toHaveLength(0)
  await remindersAt(at, baseURL!)
  const mail = await mailTo(email, /^Day 1 of /, 15_000)
  expect(mail.subject).toBe(`Day 1 of ${plan.title}: Reminder day 1`)
  expect(mail.text).toContain('What does day 1 ask of you?')
  expect(mail.text).toMatch(/John 1:1-5: http\S+\/scripture\//)
  await remindersAt(new Date(at.getTime() + 5 * 60_000), baseURL!)
  expect(await remindersTo(email)).toHaveLength(1)

  // The e-mail's link opens a page that asks first; its button marks the day.
  const link = /Mark as complete: (\S+)/.exec(mail.text)![1]
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Mark as complete?' })).toBeVisible()
  violations.push(...(await axeFindings(page, 'mark-as-complete page')))
  await page.getByRole('button', { name: 'Mark day 1 as complete' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Day complete' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('is marked as complete')
  violations.push(...(await axeFindings(page, 'day-complete page')))

  // The plan's page shows the day complete; the member finishes the plan there.
  await page.goto(`/reading-plans/${plan.slug}`)
  await expect(page.getByText('Your progress and answers are saved to your account.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('1 of 2 days completed')).toBeVisible()
  await planDay(page, 2).locator('summary').click()
  const finished = page.waitForResponse((res) => res.url().endsWith(`/api/reading-plans/${plan.slug}/progress`) && res.request().method() === 'PUT')
  await planDay(page, 2).getByRole('button', { name: 'Mark as Complete' }).click()
  expect((await finished).status()).toBe(200)
  await expect(page.getByText('2 of 2 days completed')).toBeVisible()

  // The next morning in Auckland, a finished plan sends nothing.
  await remindersAt(new Date(at.getTime() + 24 * 3_600_000), baseURL!)
  expect(await remindersTo(email)).toHaveLength(1)

  // The account page lists the reminder with its hour and zone, and says the plan is finished.
  await page.goto('/account#reminders')
  const section = page.getByRole('region', { name: 'Reading plan reminders' })
  await expect(section.getByRole('link', { name: plan.title })).toBeVisible()
  await expect(section.getByText('You have finished this plan, so no more e-mails are sent.')).toBeVisible()
  await expect(section.getByRole('combobox', { name: 'Time zone' })).toHaveValue(ZONE)
  await expect(section.getByRole('combobox', { name: 'At', exact: true })).toHaveValue(String(hour))
  violations.push(...(await axeFindings(page, '/account with a reminder', { member: true })))

  // The e-mail's "Stop these e-mails" link opens a page whose button turns the reminder off.
  await page.goto(/Stop these e-mails: (\S+)/.exec(mail.text)![1])
  await expect(page.getByRole('heading', { level: 1, name: 'Stop reminder e-mails?' })).toBeVisible()
  violations.push(...(await axeFindings(page, 'stop page')))
  await page.getByRole('button', { name: 'Stop these e-mails' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders stopped' })).toBeVisible()
  await page.goto('/account#reminders')
  await expect(section.getByLabel('E-mail me each day’s reading')).not.toBeChecked()

  expect(violations).toEqual([])
})

test('a link that is not valid says so, on a page never cached or indexed', async ({ page }) => {
  await page.setViewportSize(PHONE)
  const violations: string[] = []
  for (const [path, heading] of [
    ['/reading-reminders/complete?token=not-a-token', "This link can't be used"],
    ['/reading-reminders/stop?token=not-a-token', "This link can't be used"],
  ] as const) {
    const res = await page.goto(path)
    expect(res?.headers()['cache-control'] ?? '').toMatch(/no-store/)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    violations.push(...(await axeFindings(page, path)))
  }
  expect(violations).toEqual([])
})
