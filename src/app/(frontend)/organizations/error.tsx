'use client'

import { LoadError } from '@/components/errors/LoadError'

export default function OrganizationsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError error={error} retry={retry} message="Error loading organizations. Please try again." />
}
