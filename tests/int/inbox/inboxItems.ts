/** Inbox items for the tests, written as the site's own forms and webhooks write them (Local API). */
import type { CollectionSlug } from 'payload'

import type { User } from '@/payload-types'
import { freshAddress } from '../../api'
import { testPayload, unique } from '../../factories'
import { rest, type RestOptions } from '../cms/rest'

type Status = 'new' | 'read' | 'answered' | 'accepted' | 'declined'

const dataFor = (collection: string, status: Status) => {
  const title = unique('Inbox item')
  switch (collection) {
    case 'contact-messages':
      return { name: 'Ruth', email: 'ruth@example.test', subject: title, message: 'A question about a post.', status }
    case 'music-suggestions':
      return { artist: unique('Artist'), songTitle: title, link: 'https://example.test/song', reason: 'Its lyrics are worth a look.', status }
    case 'media-submissions':
      return { title, creator: 'Someone', mediaType: 'Songs', link: 'https://example.test/media', explanation: 'Worth reviewing.', status }
    case 'book-suggestions':
      return { title, author: 'An Author', reason: 'A good read for the club.', status }
    case 'donations':
      return { amount: 25, frequency: 'one-time', donorEmail: 'giver@example.test', stripeSessionId: unique('cs_test'), status }
    default:
      throw new Error(`No test data for ${collection}`)
  }
}

export const createInboxItem = async (collection: CollectionSlug, status: Status = 'new') => {
  const payload = await testPayload()
  return (await payload.create({ collection, data: dataFor(collection, status) as never, depth: 0 })) as unknown as {
    id: number
    status: Status
    [field: string]: unknown
  }
}

export const statusOf = async (collection: CollectionSlug, id: number) => {
  const payload = await testPayload()
  return ((await payload.findByID({ collection, id, depth: 0 })) as unknown as { status: string }).status
}

/** The CMS API as `as`, each call from an address of its own (the change limits count per address). */
export const cms = (method: Parameters<typeof rest>[0], path: string, as: Pick<User, 'email'> | null, options: Omit<RestOptions, 'as'> = {}) =>
  rest(method, path, { ...options, as, headers: { 'x-forwarded-for': freshAddress(), ...options.headers } })
