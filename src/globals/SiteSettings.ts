import type { FieldHook, GlobalConfig, Validate } from 'payload'

import { hiddenFromEditors, isAdmin } from '@/access'
import { DONATION_PROVIDER_LABELS, DONATION_PROVIDERS } from '@/lib/constants'
import { DONATION_CHECK_FIELDS, type DonationCheckGroup } from '@/lib/integrations/donationChecks'
import { parseHost } from '@/lib/redirects/addresses'
import { notifyRedirectsChanged } from '@/lib/db/redirectsNotify'
import { httpUrl } from '@/lib/validation/url'
import { revalidateGlobal } from '@/lib/cache/hooks'
import { DEFAULT_DISCLAIMER, ORGANIZATION_CATEGORIES, ORGANIZATION_VERDICTS } from '@/lib/vocabularies/defaults'
import { rowLabel } from '@/fields/rowLabel/text'
import { BIBLE_SITE_NAMES, BIBLE_SITES } from '@/scripture/bibleSites'

/** A list of names the creator edits (one row each); saved once, the site reads it. */
const nameList = (name: string, label: string, defaults: readonly string[], description: string) => ({
  name,
  label,
  type: 'array' as const,
  labels: { singular: 'Entry', plural: 'Entries' },
  defaultValue: defaults.map((value) => ({ name: value })),
  admin: { description, initCollapsed: false, components: rowLabel('{name}', 'New entry') },
  fields: [{ name: 'name', type: 'text' as const, required: true, maxLength: 80 }],
})

const flag = (name: string, label: string) => ({
  name,
  label,
  type: 'checkbox' as const,
  defaultValue: true,
})

/** A website typed as a host name or a full address: kept as its host name. */
const asHost: FieldHook = ({ value }) => {
  const parsed = parseHost(value)
  return parsed.ok ? parsed.value : value
}
const allowedHost: Validate = (value) => {
  const parsed = parseHost(value)
  return parsed.ok ? true : parsed.message
}

/** The Test button under a donation provider's field: it checks the value shown, saved or not. */
const donationCheck = (provider: DonationCheckGroup, text?: string) => ({
  name: `${provider}Check`,
  type: 'ui' as const,
  admin: {
    components: {
      Field: {
        path: '@/components/admin/integrations/CheckButton#CheckButton',
        clientProps: { group: provider, label: DONATION_PROVIDER_LABELS[provider], fields: [`donations.${DONATION_CHECK_FIELDS[provider]}`], ...(text ? { text } : {}) },
      },
    },
  },
})

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  // The HTTP servers reload their redirects: the websites they may lead to may have changed.
  hooks: { afterChange: [revalidateGlobal, ({ req }) => notifyRedirectsChanged(req, 'site-settings')] },
  label: 'Site settings',
  admin: { group: 'Site', hidden: hiddenFromEditors },
  // Only the creator opens the settings; the site reads them through the Local API, which
  // does not apply these rules.
  access: { read: isAdmin, update: isAdmin, readVersions: isAdmin },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            { name: 'title', type: 'text', required: true, defaultValue: 'Renewed Mind' },
            { name: 'description', type: 'textarea', required: true, defaultValue: 'Overcoming sin through biblical wisdom.' },
            {
              name: 'timeZone',
              type: 'text',
              defaultValue: 'America/New_York',
              admin: { description: 'The verse of the day changes at midnight in this time zone, written like America/Chicago or Europe/London.' },
              validate: (value: unknown) => {
                if (!value) return true
                try {
                  new Intl.DateTimeFormat('en-US', { timeZone: String(value) })
                  return true
                } catch {
                  return 'Unknown time zone.'
                }
              },
            },
            { name: 'copyright', type: 'text', defaultValue: 'All rights reserved.' },
            {
              name: 'socialLinks',
              type: 'group',
              // Each service as it writes its own name.
              fields: (
                [
                  ['facebook', 'Facebook'],
                  ['instagram', 'Instagram'],
                  ['youtube', 'YouTube'],
                  ['x', 'X'],
                  ['tiktok', 'TikTok'],
                ] as const
              ).map(([name, label]) => ({
                name,
                label,
                type: 'text' as const,
                validate: httpUrl,
              })),
            },
          ],
        },
        {
          label: 'Features',
          fields: [
            {
              name: 'features',
              type: 'group',
              admin: { description: 'A section switched off disappears from the menus, and its pages tell readers it was not found.' },
              fields: [
                flag('donations', 'Donations'),
                flag('comments', 'Comments'),
                flag('search', 'Search'),
                flag('organizationAnalysis', 'Organization analysis'),
                flag('lyricsAnalysis', 'Lyrics analysis'),
                flag('readingClub', 'Reading club'),
              ],
            },
          ],
        },
        {
          label: 'Discernment',
          fields: [
            {
              name: 'discernment',
              type: 'group',
              fields: [
                {
                  name: 'disclaimer',
                  type: 'textarea',
                  defaultValue: DEFAULT_DISCLAIMER,
                  maxLength: 1000,
                  admin: { description: 'Shown on every evaluation page (organizations, music, lyrics, media).' },
                },
                nameList(
                  'organizationCategories',
                  'Organization categories',
                  ORGANIZATION_CATEGORIES,
                  'The categories an organization can have, in the order of the tabs on /organizations. Greek Life, Academic, Professional, Political and Religious have their own colour; others are grey.',
                ),
                nameList(
                  'organizationVerdicts',
                  'Organization verdicts',
                  ORGANIZATION_VERDICTS,
                  'The verdicts an organization can get. Spiritually Incompatible is red, Use Biblical Discernment amber, Generally Compatible green; others are grey.',
                ),
              ],
            },
          ],
        },
        {
          label: 'Scripture',
          fields: [
            {
              name: 'bibleSite',
              label: 'Bible website for "read in context"',
              type: 'select',
              defaultValue: 'none',
              options: [{ label: 'None', value: 'none' }, ...BIBLE_SITES.map((value) => ({ label: BIBLE_SITE_NAMES[value], value }))],
              admin: {
                description:
                  'A reader who taps or points at a Bible reference in your writing sees the verses in a small window, with a link to the chapter on this site. Choose a Bible website to add a second link there, to the whole chapter on that website.',
              },
            },
          ],
        },
        {
          label: 'Donations',
          fields: [
            {
              name: 'donations',
              type: 'group',
              fields: [
                {
                  name: 'provider',
                  type: 'select',
                  defaultValue: 'paypal',
                  options: DONATION_PROVIDERS.map((value) => ({ label: DONATION_PROVIDER_LABELS[value], value })),
                  admin: {
                    description:
                      'Where gifts go. Stripe takes cards on this site once its keys are entered in Settings → Payments & sign-in; PayPal needs your business e-mail or ID, Ko-fi and Buy Me A Coffee the address of your page (below). Until the chosen one has what it needs, the Donate button and page stay hidden.',
                  },
                },
                { name: 'paypalBusinessId', label: 'PayPal business e-mail or ID', type: 'text' },
                donationCheck('paypal', 'Check the PayPal ID'),
                { name: 'kofiUrl', label: 'Ko-fi page', type: 'text', validate: httpUrl },
                donationCheck('kofi'),
                { name: 'buyMeACoffeeUrl', label: 'Buy Me A Coffee page', type: 'text', validate: httpUrl },
                donationCheck('buymeacoffee'),
              ],
            },
          ],
        },
        {
          label: 'Contact',
          fields: [
            {
              name: 'contact',
              type: 'group',
              fields: [
                // No made-up address by default: an empty one sends readers to the contact form.
                {
                  name: 'generalEmail',
                  label: 'General e-mail',
                  type: 'email',
                  admin: {
                    description:
                      'Shown on the contact page, and where contact messages and comment alerts are sent. Leave it empty to keep your address private: the page then points readers to the contact form.',
                  },
                },
                {
                  name: 'prayerEmail',
                  label: 'Prayer e-mail',
                  type: 'email',
                  admin: { description: 'Shown on the contact page\'s prayer card. Leave it empty and prayer requests come through the contact form.' },
                },
                { name: 'responseTime', type: 'text', defaultValue: '48 hours' },
              ],
            },
          ],
        },
        {
          label: 'SEO',
          fields: [
            {
              name: 'seo',
              label: 'Search and sharing',
              type: 'group',
              fields: [
                { name: 'titleSuffix', type: 'text', admin: { description: 'Added after each page title.' } },
                { name: 'defaultDescription', type: 'textarea' },
                { name: 'ogImage', label: 'Default share image', type: 'upload', relationTo: 'uploads' },
              ],
            },
            {
              name: 'redirects',
              label: 'Redirects',
              type: 'group',
              fields: [
                {
                  name: 'allowedHosts',
                  label: 'Other websites redirects may lead to',
                  type: 'array',
                  labels: { singular: 'Website', plural: 'Websites' },
                  admin: {
                    components: rowLabel('{host}', 'New website'),
                    description:
                      'A redirect may send readers to another website only if it is listed here, such as ministry.example.org. Redirects to a website not listed are stopped, and the Redirects list says so.',
                  },
                  fields: [{ name: 'host', label: 'Website', type: 'text', required: true, validate: allowedHost, hooks: { beforeValidate: [asHost] } }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
