'use client'

import { useQuery } from '@tanstack/react-query'

import { getOrNullOn401 } from './apiRequest'

export type SessionUser = { id: number; email: string; firstName: string | null; lastName: string | null; createdAt: string }

export const USER_QUERY_KEY = ['/api/auth/user'] as const

/** The signed-in member, or null; loaded on the client so cached pages stay the same for everyone. */
export const useUser = () => {
  const query = useQuery({ queryKey: USER_QUERY_KEY, queryFn: () => getOrNullOn401<SessionUser>('/api/auth/user') })
  return { user: query.data ?? null, isLoading: query.isLoading }
}
