'use client'
/* What the server says about each credential (the global's `status`, filled when it is read). */
import { useFormFields } from '@payloadcms/ui'

type CredentialSource = 'server' | 'stored' | 'unreadable' | 'none'

type Status = {
  credentials?: Record<string, { source: CredentialSource; env: string; hint?: string }>
  callbacks?: Record<string, string>
}

export const useIntegrationStatus = (): Status => useFormFields(([fields]) => (fields.status?.value ?? {}) as Status)
