import { describe, expect, it } from 'vitest'

import { openRow, withStored } from '@/lib/integrations/settings'
import { seal, unseal } from '@/lib/integrations/sealed'

const SECRET = 'the-server-secret'

describe('credentials sealed at rest', () => {
  it('open again with the same server secret and field, and never show the value in the sealed text', () => {
    const sealed = seal('sk_test_fake_round_trip', 'stripe.secretKey', SECRET)
    expect(sealed).toMatch(/^v1\./)
    expect(sealed).not.toContain('sk_test')
    expect(unseal(sealed, 'stripe.secretKey', SECRET)).toBe('sk_test_fake_round_trip')
  })

  it('seal the same value differently each time (a random IV per value)', () => {
    expect(seal('same', 'stripe.secretKey', SECRET)).not.toBe(seal('same', 'stripe.secretKey', SECRET))
  })

  it('do not open with another server secret, in another field, or altered: such a value counts as not set', () => {
    const sealed = seal('sk_test_fake_round_trip', 'stripe.secretKey', SECRET)
    expect(unseal(sealed, 'stripe.secretKey', 'a-new-server-secret')).toBeNull()
    expect(unseal(sealed, 'google.clientSecret', SECRET)).toBeNull()
    const [version, iv, tag, body] = sealed.split('.')
    expect(unseal([version, iv, tag, `${body.slice(0, -2)}AA`].join('.'), 'stripe.secretKey', SECRET)).toBeNull()
    expect(unseal('sk_test_plain', 'stripe.secretKey', SECRET)).toBeNull()
    expect(unseal(null, 'stripe.secretKey', SECRET)).toBeNull()

    const opened = openRow({ stripe: { secretKey: sealed, webhookSecret: seal('whsec_x', 'stripe.webhookSecret', SECRET) } }, 'a-new-server-secret')
    expect(opened.values.size).toBe(0)
    expect([...opened.unreadable].sort()).toEqual(['stripe.secretKey', 'stripe.webhookSecret'])
  })

  it('are used under the server variables’ names, except where the server sets the variable (the environment wins)', () => {
    const opened = openRow(
      {
        stripe: { secretKey: seal('sk_test_fake_stored', 'stripe.secretKey', SECRET), webhookSecret: seal('whsec_stored', 'stripe.webhookSecret', SECRET) },
        google: { clientId: seal('stored-google-id', 'google.clientId', SECRET) },
      },
      SECRET,
    )
    expect(withStored(opened, {})).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_fake_stored', STRIPE_WEBHOOK_SECRET: 'whsec_stored', GOOGLE_CLIENT_ID: 'stored-google-id' })
    const env = withStored(opened, { STRIPE_SECRET_KEY: 'sk_test_from_server', GOOGLE_CLIENT_ID: '  ' })
    expect(env.STRIPE_SECRET_KEY).toBe('sk_test_from_server')
    expect(env.STRIPE_WEBHOOK_SECRET).toBe('whsec_stored')
    // A variable set to blanks is not set.
    expect(env.GOOGLE_CLIENT_ID).toBe('stored-google-id')
  })
})
