/**
 * `currentMember()` reads the page request's session the way the API routes do, and the two
 * members' submission pages decide on the server, from it, between the form and the sign-in
 * panel. The page request's headers are set here in place of Next's `headers()`.
 */
import type { ReactElement } from 'react'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/payload-types'
import { sessionCookie } from '../../api'
import { createUser, testPayload } from '../../factories'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const request = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => request.headers }))

const { currentMember } = await import('@/lib/auth/currentMember')
const { endSession } = await import('@/lib/auth/signOut')
const { default: SubmitMusicAnalysisPage } = await import('@/app/(frontend)/submit-music-analysis/page')
const { default: SubmitMediaPage } = await import('@/app/(frontend)/submit-media/page')
const { AuthenticationRequired } = await import('@/components/submissions/AuthenticationRequired')
const { SubmissionShell } = await import('@/components/submissions/SubmissionShell')
const { MusicSuggestionForm } = await import('@/components/submissions/MusicSuggestionForm')
const { MediaSubmissionForm } = await import('@/components/submissions/MediaSubmissionForm')

/** The next page request: a browser's own navigation (`sec-fetch-site`), with these cookies. */
const pageRequest = (cookie?: string, site = 'same-origin') => {
  request.headers = new Headers({ 'sec-fetch-site': site, ...(cookie ? { cookie } : {}) })
}

const signedInAs = async (user: User) => pageRequest(await sessionCookie(user))

describe('currentMember()', () => {
  it('is the member whose session cookie the page request carries', async () => {
    const member = await createUser()
    await signedInAs(member)
    expect(await currentMember(payload)).toMatchObject({ id: member.id, email: member.email })
  })

  it('is the member on an address typed into the browser too', async () => {
    const member = await createUser()
    pageRequest(await sessionCookie(member), 'none')
    expect((await currentMember(payload))?.id).toBe(member.id)
  })

  it('is null with no cookie, a made-up token, or the token of a session that has ended', async () => {
    pageRequest()
    expect(await currentMember(payload)).toBeNull()
    pageRequest('payload-token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl')
    expect(await currentMember(payload)).toBeNull()

    const member = await createUser()
    const cookie = await sessionCookie(member)
    await endSession(payload, new Request('http://localhost/', { headers: { cookie, 'sec-fetch-site': 'same-origin' } }))
    pageRequest(cookie)
    expect(await currentMember(payload)).toBeNull()
  })

  it('does not read the session of a request another site started (the same rule as the API)', async () => {
    const member = await createUser()
    pageRequest(await sessionCookie(member), 'cross-site')
    expect(await currentMember(payload)).toBeNull()
  })
})

describe('the members’ submission pages', () => {
  const pages = [
    { path: '/submit-music-analysis', Page: SubmitMusicAnalysisPage, form: MusicSuggestionForm },
    { path: '/submit-media', Page: SubmitMediaPage, form: MediaSubmissionForm },
  ]

  for (const { path, Page, form } of pages) {
    it(`${path}: a visitor gets the sign-in panel that returns to ${path}`, async () => {
      pageRequest()
      const page = (await Page()) as ReactElement<{ path: string }>
      expect(page.type).toBe(AuthenticationRequired)
      expect(page.props.path).toBe(path)
    })

    it(`${path}: a member gets the form`, async () => {
      await signedInAs(await createUser())
      const page = (await Page()) as ReactElement<{ children: ReactElement }>
      expect(page.type).toBe(SubmissionShell)
      expect(page.props.children.type).toBe(form)
    })
  }
})
