import { exportFileName, exportMemberData } from '@/lib/data/memberData'
import { getSiteInfo } from '@/lib/data/site'
import { route } from '@/lib/http/route'
import { memberExportShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'

/**
 * GET /api/account/export: the member's data as a JSON file to keep. A plain link on the account
 * page downloads it (no JavaScript needed); never cached anywhere (`member` marks it private).
 */
export const GET = route(
  {
    member: true,
    rateLimit: LIMITS.accountExport,
    api: {
      summary: "The member's data as a JSON file: profile, favorites, comments with status, suggestions sent, reading-plan progress",
      tag: 'Account',
      ok: { status: 200, schema: memberExportShape, description: 'application/json attachment "<site>-my-data-YYYY-MM-DD.json"' },
      answers: { 429: 'Too many exports (Retry-After header)' },
    },
  },
  async ({ payload, user }) => {
    const [data, site] = await Promise.all([exportMemberData(payload, user), getSiteInfo(payload)])
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(site.title, data.exportedAt)}"`,
      },
    })
  },
)
