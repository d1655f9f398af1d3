/**
 * The reachability check of /api/health and of a session cookie that finds nobody.
 */
import { describe, expect, it } from 'vitest'

import { pingDatabase } from '@/lib/db/ping'
import { testPayload } from '../../factories'

describe('pingDatabase', () => {
  it('answers while the database does', async () => {
    await expect(pingDatabase(await testPayload())).resolves.toBeUndefined()
  })
})
