import { QueryClient } from '@tanstack/react-query'

import { apiRequest } from './apiRequest'

/**
 * The client defaults: no interval or focus refetching, data never stale, no retries.
 * The default query function GETs the query key's first element as a path.
 */
export const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => apiRequest('GET', String(queryKey[0])),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
