import type { Field, GlobalConfig } from 'payload'

import { hiddenFromEditors, isAdmin } from '@/access'
import { revalidateGlobal } from '@/lib/cache/hooks'
import { credentialsOf, GROUP_LABELS, MAX_CREDENTIAL_LENGTH, type IntegrationGroup } from '@/lib/integrations/credentials'
import { sealCredentials, withoutCredentials } from './integrations/sealing'

const COMPONENTS = '@/components/admin/integrations'

/** A credential's input: write-only, with what is stored or set on the server beside it. */
const credentialFields = (group: IntegrationGroup): Field[] =>
  credentialsOf(group).map((credential) => ({
    name: credential.name,
    label: credential.label,
    type: 'text',
    // Sealed values are longer than what was typed; the typed length is checked by the hook.
    maxLength: MAX_CREDENTIAL_LENGTH * 2,
    admin: {
      description: credential.description,
      components: {
        Field: { path: `${COMPONENTS}/CredentialField#CredentialField`, clientProps: { secret: credential.secret, multiline: credential.multiline ?? false } },
      },
    },
  }))

const checkButton = (group: IntegrationGroup): Field => ({
  name: 'check',
  type: 'ui',
  admin: { components: { Field: { path: `${COMPONENTS}/CheckButton#CheckButton`, clientProps: { group, label: GROUP_LABELS[group] } } } },
})

/** The address to register with the provider (from the server's public address, shown by the admin). */
const callbackAddress = (group: IntegrationGroup, text: string): Field => ({
  name: 'callback',
  type: 'ui',
  admin: { components: { Field: { path: `${COMPONENTS}/CallbackAddress#CallbackAddress`, clientProps: { provider: group, text } } } },
})

const signIn = (group: Exclude<IntegrationGroup, 'stripe'>, description: string): Field => ({
  name: group,
  label: `Sign in with ${GROUP_LABELS[group]}`,
  type: 'group',
  admin: { description },
  fields: [callbackAddress(group, `Callback address to register with ${GROUP_LABELS[group]}:`), ...credentialFields(group), checkButton(group)],
})

/**
 * Payments & sign-in: the credentials the creator enters for Stripe and for Google, GitHub and
 * Apple sign-in. The creator's alone (editors neither see nor open it), sealed at rest and never
 * read back (src/globals/integrations/sealing.ts); a value the server's environment sets wins.
 * PayPal, Ko-fi and Buy Me A Coffee take no secret: their addresses stay in Site settings →
 * Donations, where the provider is chosen.
 */
export const Integrations: GlobalConfig = {
  slug: 'integrations',
  label: 'Payments & sign-in',
  admin: {
    group: 'Settings',
    hidden: hiddenFromEditors,
    description:
      'What the site needs to take gifts by card and to let members sign in with Google, GitHub or Apple. Stored values are kept encrypted and never shown again: type a new one to replace it. Press Test to ask the provider whether it accepts them.',
  },
  access: { read: isAdmin, update: isAdmin, readVersions: isAdmin },
  hooks: { beforeChange: [sealCredentials], afterRead: [withoutCredentials], afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'stripe',
      label: 'Stripe (gifts by card)',
      type: 'group',
      admin: {
        description:
          'Used when Site settings → Donations → Provider is Stripe. PayPal, Ko-fi and Buy Me A Coffee need no key: their addresses are entered there.',
      },
      fields: [
        callbackAddress('stripe', 'Webhook endpoint to add in Stripe (event checkout.session.completed):'),
        ...credentialFields('stripe'),
        checkButton('stripe'),
      ],
    },
    signIn('google', 'Members sign in with their Google account. Register the callback address below with Google.'),
    signIn('github', 'Members sign in with their GitHub account. Register the callback address below with GitHub.'),
    signIn('apple', 'Members sign in with their Apple ID. Register the callback address below with Apple, and this site’s domain under “Domains and Subdomains”.'),
    // Filled when read (never stored): where each credential comes from, and the callback addresses.
    { name: 'status', type: 'json', virtual: true, admin: { hidden: true, readOnly: true } },
  ],
}
