import { z } from 'zod'

import { credentialProblem, credentialsOf, INTEGRATION_GROUPS, MAX_CREDENTIAL_LENGTH } from '@/lib/integrations/credentials'
import { DONATION_CHECK_FIELDS, DONATION_CHECK_GROUPS, isDonationCheckGroup } from '@/lib/integrations/donationChecks'

const typed = z
  .string({ error: 'Enter the value as text.' })
  .max(MAX_CREDENTIAL_LENGTH, `At most ${MAX_CREDENTIAL_LENGTH.toLocaleString('en-US')} characters.`)
  .optional()

const CHECK_GROUPS = [...INTEGRATION_GROUPS, ...DONATION_CHECK_GROUPS] as const

/**
 * The admin's Test button: which provider to ask, and the values typed but not saved yet (each
 * replaces the stored one for this test only; a value the server sets is used regardless).
 * Stripe and the sign-in providers take their credentials; PayPal, Ko-fi and Buy Me A Coffee
 * their Site settings → Donations field, whose own check says what is wrong with its shape.
 */
export const integrationCheckSchema = z
  .strictObject({
    group: z.enum(CHECK_GROUPS, { error: 'Choose stripe, google, github, apple, paypal, kofi or buymeacoffee.' }),
    values: z
      .strictObject(
        {
          secretKey: typed,
          webhookSecret: typed,
          clientId: typed,
          clientSecret: typed,
          teamId: typed,
          keyId: typed,
          privateKey: typed,
          paypalBusinessId: typed,
          kofiUrl: typed,
          buyMeACoffeeUrl: typed,
        },
        { error: 'The typed values, by field name.' },
      )
      .optional(),
  })
  .superRefine(({ group, values = {} }, ctx) => {
    for (const [name, value] of Object.entries(values)) {
      if (!value?.trim()) continue
      if (isDonationCheckGroup(group)) {
        if (name !== DONATION_CHECK_FIELDS[group]) ctx.addIssue({ code: 'custom', path: ['values', name], message: `Not a setting of ${group}.` })
        continue
      }
      const credential = credentialsOf(group).find((c) => c.name === name)
      const problem = credential ? credentialProblem(credential, value) : `Not a credential of ${group}.`
      if (problem) ctx.addIssue({ code: 'custom', path: ['values', name], message: problem })
    }
  })

export type IntegrationCheckInput = z.infer<typeof integrationCheckSchema>
