import { commentEmailSettings } from '@/collections/comment-notices/settings'
import type { Notice } from '@/lib/auth/accountNotices'
import type { User } from '@/payload-types'
import { AccountSection } from './AccountSection'
import { CommentEmailSwitches } from './CommentEmailSwitches'

/** The account page's card for the e-mails about the member's comments (`/account#notifications`, where their unsubscribe links land). */
export function CommentEmailsSection({ user, notice }: { user: User; notice: Notice | null }) {
  return (
    <AccountSection
      id="notifications"
      title="E-mails about your comments"
      intro="Each e-mail also has a link that turns its kind off in one click."
      notice={notice}
    >
      <CommentEmailSwitches initial={commentEmailSettings(user)} />
    </AccountSection>
  )
}
