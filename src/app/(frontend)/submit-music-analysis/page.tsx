import type { Metadata } from 'next'

import { AuthenticationRequired } from '@/components/submissions/AuthenticationRequired'
import { MusicSuggestionForm } from '@/components/submissions/MusicSuggestionForm'
import { SubmissionShell } from '@/components/submissions/SubmissionShell'
import { currentMember } from '@/lib/auth/currentMember'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

const PATH = '/submit-music-analysis'

export const generateMetadata = async (): Promise<Metadata> =>
  pageMetadata(await payloadClient(), {
    title: 'Suggest a Song for Analysis',
    description: 'Members suggest songs for a biblical analysis of their lyrics and message.',
    path: PATH,
  })

/** Members only: rendered per request, the form for a member, the sign-in panel for anyone else. */
export default async function SubmitMusicAnalysisPage() {
  const payload = await payloadClient()
  if (!(await currentMember(payload))) return <AuthenticationRequired path={PATH} purpose="suggest a song for analysis" />
  return (
    <SubmissionShell
      title="Suggest a Song for Analysis"
      intro="Is there a song you would like us to look at through the lens of Scripture? Tell us about it and why it matters to you."
    >
      <MusicSuggestionForm />
    </SubmissionShell>
  )
}
