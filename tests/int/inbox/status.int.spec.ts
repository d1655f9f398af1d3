import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { filteredStatus, quickFilters, REVIEWED_COLLECTIONS, statusFilterQuery } from '@/lib/data/inbox'
import { createUser, testPayload } from '../../factories'
import { cms, createInboxItem, statusOf } from './inboxItems'

describe('an inbox item is marked read when the staff open it', () => {
  it.each(REVIEWED_COLLECTIONS)('opening a new %s makes it "read", once', async (collection) => {
    const [creator, item] = await Promise.all([createUser({ role: 'admin' }), createInboxItem(collection)])

    const first = await cms('POST', `/${collection}/${item.id}/opened`, creator)
    expect(first.status, first.text).toBe(200)
    expect(first.json).toEqual({ status: 'read', changed: true })
    expect(await statusOf(collection, item.id)).toBe('read')

    const again = await cms('POST', `/${collection}/${item.id}/opened`, creator)
    expect(again.json).toEqual({ status: 'read', changed: false })
  })

  it('an item already answered, accepted or declined keeps its status', async () => {
    const creator = await createUser({ role: 'admin' })
    const answered = await createInboxItem('contact-messages', 'answered')
    const declined = await createInboxItem('book-suggestions', 'declined')
    const accepted = await createInboxItem('music-suggestions', 'accepted')

    for (const [collection, item, status] of [
      ['contact-messages', answered, 'answered'],
      ['book-suggestions', declined, 'declined'],
      ['music-suggestions', accepted, 'accepted'],
    ] as const) {
      const res = await cms('POST', `/${collection}/${item.id}/opened`, creator)
      expect(res.json).toEqual({ status, changed: false })
      expect(await statusOf(collection, item.id)).toBe(status)
    }
  })

  it('reading an item through the API, one or the whole list, never marks it', async () => {
    const creator = await createUser({ role: 'admin' })
    const item = await createInboxItem('contact-messages')
    expect((await cms('GET', `/contact-messages/${item.id}`, creator)).status).toBe(200)
    expect((await cms('GET', `/contact-messages?where[id][equals]=${item.id}`, creator)).json.docs).toHaveLength(1)
    const payload = await testPayload()
    await payload.findByID({ collection: 'contact-messages', id: item.id, depth: 0, user: creator, overrideAccess: false })
    expect(await statusOf('contact-messages', item.id)).toBe('new')
  })

  it('an editor marks suggestions read, but neither reads nor marks a donation', async () => {
    const editor = await createUser({ role: 'editor' })
    const [suggestion, donation] = await Promise.all([createInboxItem('media-submissions'), createInboxItem('donations')])

    expect((await cms('POST', `/media-submissions/${suggestion.id}/opened`, editor)).json.status).toBe('read')
    expect((await cms('POST', `/donations/${donation.id}/opened`, editor)).status).toBe(403)
    expect((await cms('GET', `/donations/${donation.id}`, editor)).status).toBe(403)
    expect(await statusOf('donations', donation.id)).toBe('new')
  })

  it('members and strangers cannot mark anything; an unknown item is 404', async () => {
    const [member, creator] = await Promise.all([createUser(), createUser({ role: 'admin' })])
    const item = await createInboxItem('book-suggestions')

    expect((await cms('POST', `/book-suggestions/${item.id}/opened`, member)).status).toBe(403)
    expect((await cms('POST', `/book-suggestions/${item.id}/opened`, null)).status).toBe(401)
    expect(await statusOf('book-suggestions', item.id)).toBe('new')
    expect((await cms('POST', '/book-suggestions/999999999/opened', creator)).status).toBe(404)
    expect((await cms('POST', '/book-suggestions/not-an-id/opened', creator)).status).toBe(404)
    // Subscribers have no "read": they confirm or unsubscribe themselves.
    expect((await cms('POST', '/newsletter-subscribers/1/opened', creator)).status).toBe(404)
  })
})

describe('quick filters above an inbox list', () => {
  const options = [
    { label: 'New', value: 'new' },
    { label: 'Read', value: 'read' },
    { label: 'Answered', value: 'answered' },
  ]

  it('link to the list filtered the way the admin’s filter panel writes it, with counts, "All" last', async () => {
    const creator = await createUser({ role: 'admin' })
    await Promise.all([createInboxItem('contact-messages'), createInboxItem('contact-messages'), createInboxItem('contact-messages', 'answered')])
    const payload = await testPayload()

    const filters = await quickFilters({ payload, user: creator }, 'contact-messages', options, 'new')
    expect(filters.map((f) => f.label)).toEqual(['New', 'Read', 'Answered', 'All'])
    expect(filters[0].href).toBe(`/admin/collections/contact-messages?${new URLSearchParams({ 'where[or][0][and][0][status][equals]': 'new' })}`)
    expect(filters[3].href).toBe('/admin/collections/contact-messages')
    expect(filters.map((f) => f.current)).toEqual([true, false, false, false])
    const count = async (status?: string) =>
      (await payload.count({ collection: 'contact-messages', where: status ? { status: { equals: status } } : undefined })).totalDocs
    expect(filters[0].count).toBeGreaterThanOrEqual(2)
    expect(filters[0].count).toBeLessThanOrEqual(await count('new'))
    expect(filters[3].count).toBeGreaterThanOrEqual(filters[0].count + filters[2].count)
  })

  it('know which one the list shows: a status filter alone, no filter ("All"), or another filter (none)', () => {
    const parsed = (query: string) => filteredStatus(Object.fromEntries(new URLSearchParams(query)))
    expect(parsed(statusFilterQuery('read'))).toBe('read')
    expect(parsed('where[status][equals]=answered&page=2')).toBe('answered')
    expect(parsed('limit=10&sort=-createdAt')).toBeNull()
    expect(parsed('where[or][0][and][0][email][like]=ruth')).toBeUndefined()
    expect(parsed(`${statusFilterQuery('new')}&where[or][0][and][1][email][like]=ruth`)).toBeUndefined()
  })

  it('count only what the staff member may read: an editor gets no donation counts', async () => {
    const editor = await createUser({ role: 'editor' })
    const payload = await testPayload()
    await expect(quickFilters({ payload, user: editor }, 'donations' as CollectionSlug, options, null)).rejects.toThrow()
  })
})
