import { z } from 'zod'

import { credentialProblem, credentialsOf, INTEGRATION_GROUPS, MAX_CREDENTIAL_LENGTH } from '@/lib/integrations/credentials'

const typed = z
  .string({ error: 'Enter the value as text.' })
  .max(MAX_CREDENTIAL_LENGTH, `At most ${MAX_CREDENTIAL_LENGTH.toLocaleString('en-US')} characters.`)
  .optional()

/**
 * The admin's Test button: which provider to ask, and the values typed but not saved yet (each
 * replaces the stored one for this test only; a value the server sets is used regardless).
 */
export const integrationCheckSchema = z
  .strictObject({
    group: z.enum(INTEGRATION_GROUPS, { error: 'Choose stripe, google, github or apple.' }),
    values: z
      .strictObject(
        { secretKey: typed, webhookSecret: typed, clientId: typed, clientSecret: typed, teamId: typed, keyId: typed, privateKey: typed },
        { error: 'The typed values, by field name.' },
      )
      .optional(),
  })
  .superRefine(({ group, values = {} }, ctx) => {
    for (const [name, value] of Object.entries(values)) {
      if (!value?.trim()) continue
      const credential = credentialsOf(group).find((c) => c.name === name)
      const problem = credential ? credentialProblem(credential, value) : `Not a credential of ${group}.`
      if (problem) ctx.addIssue({ code: 'custom', path: ['values', name], message: problem })
    }
  })

export type IntegrationCheckInput = z.infer<typeof integrationCheckSchema>
