/**
 * The row lock that makes two "Start a draft analysis" requests for one suggestion take turns.
 */
import { describe, expect, it } from 'vitest'

import { lockMusicSuggestion } from '@/lib/db/suggestionLock'
import { testPayload } from '../../factories'
import { createInboxItem } from '../inbox/inboxItems'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('lockMusicSuggestion', () => {
  it('reads the suggestion’s status and link, or nothing for a suggestion that is not there', async () => {
    const payload = await testPayload()
    const suggestion = await createInboxItem('music-suggestions', 'accepted')
    const transactionID = await payload.db.beginTransaction()
    try {
      const req = { transactionID: transactionID! }
      expect(await lockMusicSuggestion(payload, req, suggestion.id)).toEqual({ analysisId: null, status: 'accepted' })
      expect(await lockMusicSuggestion(payload, req, 2 ** 31 - 1)).toBeNull()
    } finally {
      await payload.db.rollbackTransaction(transactionID!)
    }
  })

  it('makes a second transaction wait until the first ends', async () => {
    const payload = await testPayload()
    const suggestion = await createInboxItem('music-suggestions', 'accepted')
    const first = await payload.db.beginTransaction()
    const second = await payload.db.beginTransaction()
    try {
      await lockMusicSuggestion(payload, { transactionID: first! }, suggestion.id)
      let waited = true
      const next = lockMusicSuggestion(payload, { transactionID: second! }, suggestion.id).then((row) => {
        waited = false
        return row
      })
      await pause(300)
      expect(waited).toBe(true)

      await payload.db.commitTransaction(first!)
      expect(await next).toEqual({ analysisId: null, status: 'accepted' })
    } finally {
      await payload.db.rollbackTransaction(first!).catch(() => {})
      await payload.db.rollbackTransaction(second!)
    }
  })
})
