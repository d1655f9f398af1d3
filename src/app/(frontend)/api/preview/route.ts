import { draftMode } from 'next/headers'

import { userIsStaff } from '@/access/roles'
import { badRequest, forbidden, redirect, unauthorized } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { previewPath } from '@/lib/preview/previewPath'

/**
 * GET /api/preview?path=/blog/my-post — the admin's live preview opens this: for a signed-in
 * admin or editor it turns Next's draft mode on (an HttpOnly cookie) and redirects to the
 * page, which then shows the latest draft. A visitor gets 401 and a member 403, both without
 * draft mode; then only a path on this site is accepted (400 otherwise). Never cached.
 */
export const GET = route(
  {
    member: 'optional',
    api: {
      summary:
        "Live preview from the admin: turn Next's draft mode on for the signed-in staff (admin or editor) and go to the page, which then shows its latest draft; never cached",
      tag: 'Preview',
      membersOnly: true,
      query: [
        {
          name: 'path',
          description:
            'A page of this site, e.g. /blog/my-post: one leading "/", no other host, no control characters (escaped or not), at most 512 characters, not /api, /cms-api, /admin or /_next',
          required: true,
        },
      ],
      ok: { status: 302, description: 'To path, setting the draft-mode cookie (__prerender_bypass, HttpOnly)' },
      answers: { 400: 'path is not a page of this site', 403: 'Signed in but not staff: no draft mode' },
    },
  },
  async ({ req, user }) => {
    // Who asks comes first: a visitor learns nothing about which paths would be accepted.
    if (!user) return unauthorized('Sign in to the admin to preview drafts.')
    if (!userIsStaff(user)) return forbidden('Only the site’s staff can preview drafts.')
    const path = previewPath(new URL(req.url).searchParams.get('path'))
    if (!path) return badRequest({ path: 'A page of this site, such as /blog/my-post.' }, 'Only a page of this site can be previewed.')
    ;(await draftMode()).enable()
    return redirect(path, { status: 302 })
  },
)
