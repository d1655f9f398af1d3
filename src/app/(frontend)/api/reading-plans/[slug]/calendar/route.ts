import { getReadingPlanBySlug } from '@/collections/reading-plans/data'
import { badRequest, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { planCalendar, startDateSchema, todayUtc } from '@/collections/reading-plans/calendar'

type Params = { slug: string }

/**
 * The plan as an iCalendar file (`?start=YYYY-MM-DD`, the reader's first day; today in UTC if
 * absent). Made here rather than in the browser: the library stays out of the page's script,
 * the plan page's Download is a plain link that works before (or without) JavaScript, and the
 * file is the same whoever asks for it.
 */
export const GET = route<Params>(
  {
    api: {
      summary: 'The plan as an iCalendar file: one all-day event per listed day from the start date',
      tag: 'Reading plans',
      query: [{ name: 'start', description: 'First day, YYYY-MM-DD (default: today, UTC)' }],
      ok: { status: 200, description: 'text/calendar attachment (.ics)' },
      answers: { 404: 'Reading plan not found' },
    },
  },
  async ({ payload, req, params }) => {
    const start = new URL(req.url).searchParams.get('start') ?? todayUtc()
    const parsed = startDateSchema.safeParse(start)
    if (!parsed.success) return badRequest({ start: parsed.error.issues[0].message })
    const plan = await getReadingPlanBySlug(payload, params.slug)
    if (!plan) return notFound('Reading plan not found')
    return new Response(planCalendar(plan, parsed.data), {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${plan.slug}.ics"`,
        'cache-control': 'public, max-age=300',
      },
    })
  },
)
