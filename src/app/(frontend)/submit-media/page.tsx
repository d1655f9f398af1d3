import type { Metadata } from 'next'

import { AuthenticationRequired } from '@/components/submissions/AuthenticationRequired'
import { MediaSubmissionForm } from '@/components/submissions/MediaSubmissionForm'
import { SubmissionShell } from '@/components/submissions/SubmissionShell'
import { currentMember } from '@/lib/auth/currentMember'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

const PATH = '/submit-media'

export const generateMetadata = async (): Promise<Metadata> =>
  pageMetadata(await payloadClient(), {
    title: 'Submit Media',
    description: 'Members recommend songs, movies, sermons and devotionals for review in the media library.',
    path: PATH,
  })

/** Members only: rendered per request, the form for a member, the sign-in panel for anyone else. */
export default async function SubmitMediaPage() {
  const payload = await payloadClient()
  if (!(await currentMember(payload))) return <AuthenticationRequired path={PATH} purpose="submit media for review" />
  return (
    <SubmissionShell
      title="Submit Media"
      intro="Recommend a song, movie, sermon or devotional for our media library. Tell us why it is worth a closer look, and our team will review it."
    >
      <MediaSubmissionForm />
    </SubmissionShell>
  )
}
