/**
 * The creator's setup checklist at the head of the admin dashboard: what a new site still needs,
 * each with its state and where to fix it. Read as the site reads it (the same feature answer
 * the Donate button follows, the same providers the login page offers), so "done" here is what
 * readers see.
 */
import type { Payload } from 'payload'

import { configuredProviders } from '@/lib/auth/providers'
import { PROVIDER_LABELS } from '@/lib/auth/socialProviders'
import { DONATION_PROVIDER_LABELS } from '@/lib/constants'
import { serverUrl } from '@/lib/serverUrl'
import { getDonationSettings } from '@/collections/donations/data'
import type { SiteSetting } from '@/payload-types'
import { adminPath } from './adminPaths'
import { getFeatures, getSiteSettings } from './site'

export type SetupStep = {
  id: 'site-name' | 'address' | 'mail' | 'payments' | 'sign-in' | 'first-post' | 'import'
  label: string
  done: boolean
  detail: string
  fix?: { href: string; label: string }
}

const SITE_SETTINGS = '/globals/site-settings'
const INTEGRATIONS = '/globals/integrations'

/** Whether the public address is one readers can reach (not this machine's). */
const publicAddress = (url: string) => !/^https?:\/\/(localhost|127\.|\[::1\])/.test(url)

const paymentsStep = async (payload: Payload): Promise<SetupStep> => {
  const [features, settings, donations] = await Promise.all([getFeatures(payload), getSiteSettings(payload), getDonationSettings(payload)])
  const provider = DONATION_PROVIDER_LABELS[donations.provider]
  const base = { id: 'payments', label: 'Donations' } as const
  if (features.donations) return { ...base, done: true, detail: `Gifts go through ${provider}.` }
  if (settings.features?.donations === false)
    return { ...base, done: false, detail: 'Donations are switched off.', fix: { href: adminPath(payload, SITE_SETTINGS), label: 'Site settings → Features' } }
  if (donations.provider === 'stripe')
    return { ...base, done: false, detail: 'Stripe needs its secret key and webhook signing secret.', fix: { href: adminPath(payload, INTEGRATIONS), label: 'Payments & sign-in' } }
  const needs = donations.provider === 'paypal' ? 'your PayPal business e-mail or ID' : `your ${provider} page`
  return { ...base, done: false, detail: `${provider} needs ${needs}. Until then the Donate button stays hidden.`, fix: { href: adminPath(payload, SITE_SETTINGS), label: 'Site settings → Donations' } }
}

/**
 * The site's name counts as set once the creator has saved Site settings: until then the name is
 * the one the site came with (the field's default, which every fresh copy shows), and saving the
 * settings, changed or not, is how the creator says it is theirs. Payload gives a global its
 * `updatedAt` at its first save.
 */
const siteNameStep = (payload: Payload, settings: Pick<SiteSetting, 'title' | 'updatedAt'>): SetupStep => {
  const title = settings.title?.trim()
  const saved = Boolean(settings.updatedAt)
  return {
    id: 'site-name',
    label: 'Site name',
    done: Boolean(title) && saved,
    detail: !title ? 'Not set.' : saved ? `“${title}”` : `“${title}”, the name the site came with. Give it yours in Site settings, or save them to keep this one.`,
    fix: { href: adminPath(payload, SITE_SETTINGS), label: 'Site settings' },
  }
}

/** Whether an import from WordPress or Ghost has been made (src/import). */
const importDone = async (payload: Payload): Promise<boolean> => {
  const { totalDocs } = await payload.count({ collection: 'site-imports', where: { status: { equals: 'done' } }, overrideAccess: true })
  return totalDocs > 0
}

export const setupSteps = async (payload: Payload): Promise<SetupStep[]> => {
  const [settings, payments, providers, posts, imported] = await Promise.all([
    getSiteSettings(payload),
    paymentsStep(payload),
    configuredProviders(payload),
    payload.count({ collection: 'posts', where: { _status: { equals: 'published' } } }),
    importDone(payload),
  ])
  const address = serverUrl()
  const mailHost = process.env.SMTP_HOST?.trim()
  return [
    siteNameStep(payload, settings),
    {
      id: 'address',
      label: 'Public address',
      done: publicAddress(address),
      detail: publicAddress(address)
        ? `${address}: set on the server (SERVER_URL) when it started; your host changes it.`
        : `${address} is this machine’s own address: readers cannot reach it. It is set on the server (SERVER_URL) when it starts; ask your host to set the site’s address.`,
    },
    {
      id: 'mail',
      label: 'E-mail',
      done: Boolean(mailHost),
      detail: mailHost
        ? `Sent through the mail server set on the server (${mailHost}). Send yourself a test to be sure.`
        : 'No mail server is set on the server: password resets and contact messages are written to the server’s log instead of sent.',
    },
    payments,
    {
      id: 'sign-in',
      label: 'Social sign-in',
      done: providers.length > 0,
      detail: providers.length
        ? `Members can sign in with ${providers.map((p) => PROVIDER_LABELS[p]).join(', ')}.`
        : 'None yet (optional): members sign in with their e-mail and password.',
      fix: { href: adminPath(payload, INTEGRATIONS), label: 'Payments & sign-in' },
    },
    {
      id: 'first-post',
      label: 'First post',
      done: posts.totalDocs > 0,
      detail: posts.totalDocs > 0 ? `${posts.totalDocs} published.` : 'Nothing published yet.',
      fix: { href: adminPath(payload, '/collections/posts/create'), label: 'Write a post' },
    },
    {
      id: 'import',
      label: 'Import from another blog',
      done: imported,
      detail: imported ? 'Done.' : 'Not used yet (optional).',
      fix: { href: adminPath(payload, '/import'), label: 'Import' },
    },
  ]
}
