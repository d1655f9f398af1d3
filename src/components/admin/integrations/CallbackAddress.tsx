'use client'
/* The address to register with a provider (a sign-in callback, Stripe's webhook), from the server's public address. */
import type { UIFieldClientComponent } from 'payload'

import { useIntegrationStatus } from './status'

import './integrations.scss'

type Props = { provider: string; text: string }

export const CallbackAddress: React.FC<React.ComponentProps<UIFieldClientComponent> & Props> = ({ provider, text }) => {
  const address = useIntegrationStatus().callbacks?.[provider]
  if (!address) return null
  return (
    <p className="integration-callback">
      {text} <code>{address}</code>
    </p>
  )
}
