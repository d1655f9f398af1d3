import { draftMode } from 'next/headers'

import { redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { DRAFT_MODE_COOKIE, previewPath } from '@/lib/preview/previewPath'

/**
 * GET /api/preview/exit?path=/blog/my-post — leaves draft mode (its cookie is removed) and
 * returns to the page, now as the public sees it; to the home page when the path is not a
 * page of this site. Anyone may call it.
 */
export const GET = route(
  {
    api: {
      summary: 'Leave draft mode and return to the page as the public sees it',
      tag: 'Preview',
      query: [{ name: 'path', description: 'The page to return to; anything that is not a page of this site means /' }],
      ok: { status: 302, description: 'To path (or /), removing the draft-mode cookie' },
    },
  },
  async ({ req }) => {
    // Only a browser in draft mode has anything to turn off (and only then is Next's request scope needed).
    if (DRAFT_MODE_COOKIE.test(req.headers.get('cookie') ?? '')) (await draftMode()).disable()
    return redirect(previewPath(new URL(req.url).searchParams.get('path')) ?? '/', { status: 302 })
  },
)
