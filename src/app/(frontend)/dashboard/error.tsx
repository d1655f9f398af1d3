'use client'

import { LoadError } from '@/components/errors/LoadError'

export default function DashboardError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError error={error} retry={retry} message="Error loading your dashboard. Please try again." />
}
