import { describe, expect, it } from 'vitest'

import type { MusicAnalysis } from '@/payload-types'
import { createUser, testPayload } from '../../factories'
import { cms, createInboxItem } from './inboxItems'

const start = (id: number, as: Parameters<typeof cms>[2]) => cms('POST', `/music-suggestions/${id}/start-analysis`, as)

const analysesTitled = async (title: string) => {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'music-analyses', where: { title: { equals: title } }, draft: true, depth: 0, overrideAccess: true })
  return docs
}

const linkedAnalysis = async (suggestionId: number) => {
  const payload = await testPayload()
  return (await payload.findByID({ collection: 'music-suggestions', id: suggestionId, depth: 0 })).analysis
}

describe('an accepted music suggestion starts a draft music analysis', () => {
  it('once: prefilled from the suggestion, linked from it, and the same one when asked again', async () => {
    const creator = await createUser({ role: 'admin' })
    const suggestion = await createInboxItem('music-suggestions', 'accepted')

    const first = await start(suggestion.id, creator)
    expect(first.status, first.text).toBe(201)
    expect(first.json.created).toBe(true)
    const payload = await testPayload()
    const analysis = (await payload.findByID({ collection: 'music-analyses', id: first.json.id, draft: true, depth: 0 })) as MusicAnalysis
    expect(analysis).toMatchObject({
      _status: 'draft',
      title: `${suggestion.songTitle} by ${suggestion.artist}`,
      artist: suggestion.artist,
      song: suggestion.songTitle,
    })
    expect(analysis.sections?.[0]?.content).toContain(String(suggestion.reason))
    expect(analysis.sections?.[0]?.content).toContain(String(suggestion.link))
    expect(await linkedAnalysis(suggestion.id)).toBe(first.json.id)

    const second = await start(suggestion.id, creator)
    expect(second.status).toBe(200)
    expect(second.json).toEqual({ id: first.json.id, created: false })
    expect(await analysesTitled(analysis.title)).toHaveLength(1)
    // Drafts are never public.
    await expect(payload.findByID({ collection: 'music-analyses', id: first.json.id, overrideAccess: false })).rejects.toMatchObject({ status: 404 })
  })

  it('two clicks at the same moment still make one analysis', async () => {
    const creator = await createUser({ role: 'admin' })
    const suggestion = await createInboxItem('music-suggestions', 'accepted')

    const answers = await Promise.all([start(suggestion.id, creator), start(suggestion.id, creator), start(suggestion.id, creator)])
    const ids = new Set(answers.map((a) => a.json.id))
    expect(ids.size).toBe(1)
    expect(answers.filter((a) => a.json.created)).toHaveLength(1)
    expect(await analysesTitled(`${suggestion.songTitle} by ${suggestion.artist}`)).toHaveLength(1)
  })

  it('a suggestion not accepted (yet) starts nothing', async () => {
    const creator = await createUser({ role: 'admin' })
    for (const status of ['new', 'read', 'declined'] as const) {
      const suggestion = await createInboxItem('music-suggestions', status)
      const res = await start(suggestion.id, creator)
      expect(res.status).toBe(409)
      expect(res.json.message).toMatch(/Accepted/)
      expect(await linkedAnalysis(suggestion.id)).toBeNull()
      expect(await analysesTitled(`${suggestion.songTitle} by ${suggestion.artist}`)).toHaveLength(0)
    }
    expect((await start(999999999, creator)).status).toBe(404)
  })

  it('an editor may start one; a member and a stranger may not', async () => {
    const [editor, member] = await Promise.all([createUser({ role: 'editor' }), createUser()])
    const suggestion = await createInboxItem('music-suggestions', 'accepted')

    expect((await start(suggestion.id, member)).status).toBe(403)
    expect((await start(suggestion.id, null)).status).toBe(401)
    expect(await linkedAnalysis(suggestion.id)).toBeNull()

    const res = await start(suggestion.id, editor)
    expect(res.status, res.text).toBe(201)
    expect(await linkedAnalysis(suggestion.id)).toBe(res.json.id)
  })

  it('the link is the server’s: saving the suggestion cannot change or clear it', async () => {
    const creator = await createUser({ role: 'admin' })
    const [suggestion, other] = await Promise.all([createInboxItem('music-suggestions', 'accepted'), createInboxItem('music-suggestions', 'accepted')])
    const { json } = await start(suggestion.id, creator)
    const { json: otherAnalysis } = await start(other.id, creator)

    const cleared = await cms('PATCH', `/music-suggestions/${suggestion.id}`, creator, { body: { analysis: null, status: 'declined' } })
    expect(cleared.status, cleared.text).toBe(200)
    await cms('PATCH', `/music-suggestions/${suggestion.id}`, creator, { body: { analysis: otherAnalysis.id } })
    expect(await linkedAnalysis(suggestion.id)).toBe(json.id)
    // Declined later, it still opens the analysis it started.
    expect((await start(suggestion.id, creator)).json).toEqual({ id: json.id, created: false })
  })

  it('a title an analysis already has gets a slug of its own', async () => {
    const creator = await createUser({ role: 'admin' })
    const suggestion = await createInboxItem('music-suggestions', 'accepted')
    const twin = await testPayload().then((payload) =>
      payload.create({
        collection: 'music-suggestions',
        data: { artist: String(suggestion.artist), songTitle: String(suggestion.songTitle), link: 'https://example.test/again', reason: 'Again.', status: 'accepted' },
        depth: 0,
      }),
    )
    const a = await start(suggestion.id, creator)
    const b = await start(twin.id, creator)
    expect(b.status, b.text).toBe(201)
    const [first, second] = await analysesTitled(`${suggestion.songTitle} by ${suggestion.artist}`).then((docs) => docs.sort((x, y) => x.id - y.id))
    expect([first.id, second.id]).toEqual([a.json.id, b.json.id])
    expect(second.slug).toBe(`${first.slug}-${twin.id}`)
  })
})
