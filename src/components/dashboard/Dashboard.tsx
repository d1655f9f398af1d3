import { countUserComments, listUserComments } from '@/collections/comments/data'
import { countFavorites, listSavedPosts } from '@/collections/favorites/data'
import type { User } from '@/payload-types'
import { payloadClient } from '@/lib/payload'
import { ActivityCounts } from './ActivityCounts'
import { ActivityTabs } from './ActivityTabs'
import { CommentHistory } from './CommentHistory'
import { SavedPostList } from './SavedPostList'
import { WelcomeCard } from './WelcomeCard'

/** `/dashboard` for a signed-in member: who they are, their counts, and their favorites and comments in tabs. */
export async function Dashboard({ member }: { member: User }) {
  const payload = await payloadClient()
  const [saved, comments, favoriteCount, commentCount] = await Promise.all([
    listSavedPosts(payload, member),
    listUserComments(payload, member),
    countFavorites(payload, member),
    countUserComments(payload, member),
  ])
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <WelcomeCard member={member} />
      <ActivityCounts favorites={favoriteCount} comments={commentCount} />
      <section aria-labelledby="activity-title">
        <h2 id="activity-title" className="sr-only">
          Your activity
        </h2>
        <ActivityTabs
          label="Your activity"
          tabs={[
            { id: 'favorites', label: 'Favorites', panel: <SavedPostList saved={saved} /> },
            { id: 'comments', label: 'Comments', panel: <CommentHistory comments={comments} /> },
          ]}
        />
      </section>
    </div>
  )
}
