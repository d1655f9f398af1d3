/**
 * The writes the soak (scripts/soak.ts) makes through /api, one of every kind a visitor or a
 * member makes, and how each is found again in the database afterwards. Every submission has
 * its own Idempotency-Key and is sent again with it after a 503 or no answer, as the site's
 * forms do, until it gets a definite answer.
 *
 * `found` counts what the submission left: 1 is right, 0 is a write lost, more than 1 a
 * duplicate. A change of state (a favorite removed, a name changed) is checked for the last
 * one acknowledged per `state` only: later ones overwrite earlier ones.
 */
import { randomUUID } from 'node:crypto'

type SoakClient = { n: number; userId: number; email: string; password: string }

type Lookup = {
  count: (sql: string, values: unknown[]) => Promise<number>
  /** Checkout sessions the Stripe fake opened per Idempotency-Key it was sent. */
  checkoutsWithKey: (key: string) => number
}

export type SoakWrite = {
  kind: string
  key: string
  method: string
  path: string
  body?: unknown
  member: boolean
  /** Writes to the same state: only the last acknowledged one must hold. */
  state?: string
  /** Something a person would recognise the write by, for the report. */
  label: string
  found: (lookup: Lookup) => Promise<number>
}

export type Context = { client: SoakClient; i: number; slug: string; planSlug: string; planId: number; postId: (slug: string) => number }

const stamp = (c: Context) => `${c.client.n}-${c.i}-${Date.now().toString(36)}`

/** Each kind with its share of the writes (shares add up to 1). */
export const WRITE_KINDS: { kind: string; share: number; make: (c: Context, key: string) => Omit<SoakWrite, 'kind' | 'key'> }[] = [
  {
    kind: 'registration',
    share: 0.04,
    make: (c) => {
      const email = `soak-new-${stamp(c)}@example.test`
      return {
        method: 'POST',
        path: '/api/auth/register',
        body: { email, password: `soak-new-password-${c.i}-long` },
        member: false,
        label: email,
        found: ({ count }) => count('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]),
      }
    },
  },
  {
    kind: 'comment',
    share: 0.16,
    make: (c) => {
      const content = `Soak comment ${stamp(c)}`
      return {
        method: 'POST',
        path: `/api/comments/${c.slug}`,
        body: { content },
        member: true,
        label: content,
        found: ({ count }) => count('SELECT count(*)::int AS n FROM comments WHERE content = $1', [content]),
      }
    },
  },
  ...(['add', 'remove'] as const).map((change) => ({
    kind: `favorite ${change}`,
    share: 0.15,
    make: (c: Context) => ({
      method: change === 'add' ? 'POST' : 'DELETE',
      path: `/api/favorites/${c.slug}`,
      member: true,
      state: `favorite ${c.client.userId} ${c.slug}`,
      label: `${c.slug} for member ${c.client.userId}`,
      found: async ({ count }: Lookup) => {
        const rows = await count('SELECT count(*)::int AS n FROM favorites WHERE user_id = $1 AND post_id = $2', [c.client.userId, c.postId(c.slug)])
        // Removed: right when no row is left.
        return change === 'add' ? rows : rows === 0 ? 1 : 0
      },
    }),
  })),
  {
    kind: 'contact',
    share: 0.06,
    make: (c) => {
      const subject = `Soak message ${stamp(c)}`
      return {
        method: 'POST',
        path: '/api/contact',
        body: { name: 'Soak Tester', email: 'soak@example.test', subject, message: 'A message sent by the soak test.' },
        member: false,
        label: subject,
        found: ({ count }) => count('SELECT count(*)::int AS n FROM contact_messages WHERE subject = $1', [subject]),
      }
    },
  },
  {
    kind: 'newsletter',
    share: 0.05,
    make: (c) => {
      const email = `soak-reader-${stamp(c)}@example.test`
      return {
        method: 'POST',
        path: '/api/newsletter/subscribe',
        body: { email },
        member: false,
        label: email,
        found: ({ count }) => count('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1', [email]),
      }
    },
  },
  {
    kind: 'book suggestion',
    share: 0.04,
    make: (c) => {
      const title = `Soak book ${stamp(c)}`
      return {
        method: 'POST',
        path: '/api/reading-club/suggest',
        body: { title, author: 'A Soak Author', reason: 'Suggested by the soak test, to be found once.' },
        member: false,
        label: title,
        found: ({ count }) => count('SELECT count(*)::int AS n FROM book_suggestions WHERE title = $1', [title]),
      }
    },
  },
  {
    kind: 'music suggestion',
    share: 0.04,
    make: (c) => {
      const songTitle = `Soak song ${stamp(c)}`
      return {
        method: 'POST',
        path: '/api/music-analysis/submit',
        body: { artist: 'A Soak Artist', songTitle, link: 'https://music.example/track/1', reason: 'Suggested by the soak test, to be found once.', email: '' },
        member: true,
        label: songTitle,
        found: ({ count }) => count('SELECT count(*)::int AS n FROM music_suggestions WHERE song_title = $1', [songTitle]),
      }
    },
  },
  {
    kind: 'media suggestion',
    share: 0.04,
    make: (c) => {
      const title = `Soak sermon ${stamp(c)}`
      return {
        method: 'POST',
        path: '/api/media/submit',
        body: { title, creator: 'A Soak Preacher', mediaType: 'Sermons', link: 'https://video.example/watch?v=1', explanation: 'Suggested by the soak test, to be found once.' },
        member: true,
        label: title,
        found: ({ count }) => count('SELECT count(*)::int AS n FROM media_submissions WHERE title = $1', [title]),
      }
    },
  },
  {
    kind: 'reading progress',
    share: 0.1,
    make: (c) => {
      const day = String((c.i % 7) + 1)
      return {
        method: 'PUT',
        path: `/api/reading-plans/${c.planSlug}/progress`,
        body: { completed: { [day]: true } },
        member: true,
        label: `day ${day} of ${c.planSlug} for member ${c.client.userId}`,
        found: async ({ count }) => {
          const rows = await count('SELECT count(*)::int AS n FROM reading_progress WHERE user_id = $1 AND plan_id = $2', [c.client.userId, c.planId])
          if (rows !== 1) return rows
          return count(`SELECT count(*)::int AS n FROM reading_progress WHERE user_id = $1 AND plan_id = $2 AND progress->'completed'->>$3 = 'true'`, [
            c.client.userId,
            c.planId,
            day,
          ])
        },
      }
    },
  },
  {
    kind: 'account: name',
    share: 0.08,
    make: (c) => {
      const firstName = `Soak${stamp(c).replace(/-/g, '')}`
      return {
        method: 'PATCH',
        path: '/api/account/profile',
        body: { firstName },
        member: true,
        state: `name ${c.client.userId}`,
        label: `${firstName} for member ${c.client.userId}`,
        found: ({ count }) => count('SELECT count(*)::int AS n FROM users WHERE id = $1 AND first_name = $2', [c.client.userId, firstName]),
      }
    },
  },
  {
    kind: 'account: e-mail',
    share: 0.04,
    make: (c) => {
      const email = `soak-moved-${stamp(c)}@example.test`
      return {
        method: 'POST',
        path: '/api/account/email',
        body: { email, password: c.client.password },
        member: true,
        state: `e-mail ${c.client.userId}`,
        label: `${email} for member ${c.client.userId}`,
        found: ({ count }) => count('SELECT count(*)::int AS n FROM users WHERE id = $1 AND pending_email = $2', [c.client.userId, email]),
      }
    },
  },
  {
    kind: 'donation checkout',
    share: 0.05,
    make: (c, key) => ({
      method: 'POST',
      path: '/api/donations/checkout',
      body: { amount: 5 + (c.i % 50), frequency: c.i % 2 ? 'one-time' : 'monthly' },
      member: false,
      label: `gift of ${5 + (c.i % 50)} dollars`,
      // At Stripe: one checkout session per submission.
      found: async ({ checkoutsWithKey }) => checkoutsWithKey(key),
    }),
  },
]

const shares = WRITE_KINDS.reduce((sum, k) => sum + k.share, 0)
if (Math.abs(shares - 1) > 1e-9) throw new Error(`the shares of the soak's writes add up to ${shares}, not 1`)

/** A new submission of a kind picked by its share. */
export const nextWrite = (c: Context, roll: number): SoakWrite => {
  let sum = 0
  const picked = WRITE_KINDS.find((k) => (sum += k.share) >= roll) ?? WRITE_KINDS[WRITE_KINDS.length - 1]
  const key = randomUUID()
  return { kind: picked.kind, key, ...picked.make(c, key) }
}
