/**
 * A member with some of everything the site keeps about them (favorites, comments in each
 * moderation state, suggestions sent, reading-plan progress), for the export and deletion tests,
 * and a way to read back what is left of it afterwards past the access rules.
 */
import type { Post, ReadingPlan, User } from '@/payload-types'
import { createComment, createPost, createUser, testPayload, unique } from '../factories'
import { createFavorite } from './community'
import { createReadingPlan } from './readingPlans'

export type MemberData = {
  user: User
  email: string
  post: Post
  favorite: number
  comments: { pending: string; approved: string; rejected: string }
  plan: ReadingPlan
  /** Unique texts of what the member suggested (song title, media title, book title). */
  suggestions: { song: string; media: string; book: string }
}

/** A member (password TEST_PASSWORD) who saved a post, commented three times, sent suggestions and read a plan. */
export const memberWithData = async (overrides: Parameters<typeof createUser>[0] = {}): Promise<MemberData> => {
  const payload = await testPayload()
  const [user, post, plan] = await Promise.all([createUser(overrides), createPost(), createReadingPlan()])
  const [favorite, pending, approved, rejected] = await Promise.all([
    createFavorite(user, post),
    createComment(post, user, 'pending'),
    createComment(post, user, 'approved'),
    createComment(post, user, 'rejected'),
  ])
  const suggestions = { song: unique('Song title'), media: unique('Media title'), book: unique('Book title') }
  await Promise.all([
    payload.create({
      collection: 'reading-progress',
      data: { user: user.id, plan: plan.id, progress: { completed: { '1': true }, answers: {} } },
      depth: 0,
    }),
    payload.create({
      collection: 'music-suggestions',
      data: { artist: 'A test artist', songTitle: suggestions.song, link: 'https://example.test/song', reason: 'A reason given by a test.', email: user.email, submittedBy: user.id, status: 'new' },
      depth: 0,
    }),
    payload.create({
      collection: 'media-submissions',
      data: {
        title: suggestions.media,
        creator: 'A test creator',
        mediaType: 'Songs',
        link: 'https://example.test/media',
        explanation: 'An explanation written by a test, long enough.',
        submittedBy: user.id,
        status: 'new',
      },
      depth: 0,
    }),
    payload.create({
      collection: 'book-suggestions',
      data: { title: suggestions.book, author: 'A test author', reason: 'A reason given by a test.', email: user.email, submittedBy: user.id, status: 'new' },
      depth: 0,
    }),
  ])
  return {
    user,
    email: user.email,
    post,
    favorite: favorite.id,
    comments: { pending: pending.content, approved: approved.content, rejected: rejected.content },
    plan,
    suggestions,
  }
}

/** What the database holds of the member's data now, whoever may read it. */
export const whatIsLeft = async ({ user, comments, suggestions }: MemberData) => {
  const payload = await testPayload()
  const ofUser = { equals: user.id }
  const count = async (collection: 'users' | 'favorites' | 'reading-progress', where: Record<string, unknown>) =>
    (await payload.count({ collection, where: where as never })).totalDocs
  const comment = async (content: string) =>
    (await payload.find({ collection: 'comments', where: { content: { equals: content } }, depth: 0 })).docs[0] ?? null
  const one = async (collection: 'music-suggestions' | 'media-submissions' | 'book-suggestions', title: string) => {
    const field = collection === 'music-suggestions' ? 'songTitle' : 'title'
    return (await payload.find({ collection, where: { [field]: { equals: title } }, depth: 0 })).docs[0] ?? null
  }
  return {
    account: await count('users', { id: ofUser }),
    favorites: await count('favorites', { user: ofUser }),
    readingProgress: await count('reading-progress', { user: ofUser }),
    comments: { pending: await comment(comments.pending), approved: await comment(comments.approved), rejected: await comment(comments.rejected) },
    music: await one('music-suggestions', suggestions.song),
    media: await one('media-submissions', suggestions.media),
    book: await one('book-suggestions', suggestions.book),
  }
}

export const untouched = (data: MemberData) => ({
  account: 1,
  favorites: 1,
  readingProgress: 1,
  comments: {
    pending: expectComment(data, 'pending'),
    approved: expectComment(data, 'approved'),
    rejected: expectComment(data, 'rejected'),
  },
  music: { songTitle: data.suggestions.song, email: data.email, submittedBy: data.user.id },
  media: { title: data.suggestions.media, submittedBy: data.user.id },
  book: { title: data.suggestions.book, email: data.email, submittedBy: data.user.id },
})

const expectComment = (data: MemberData, status: 'pending' | 'approved' | 'rejected') => ({
  content: data.comments[status],
  status,
  author: data.user.id,
})
