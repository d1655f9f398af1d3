import Link from 'next/link'
import type { Payload, PayloadRequest, WidgetServerProps } from 'payload'

import { adminPath } from '@/lib/data/adminPaths'
import { DeskWidget } from './DeskWidget'

type Tile = { slug: string; label: string; group: string; count: number }

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)

/** The collections this person sees in the admin's navigation, with how many documents each holds for them. */
const tiles = async (payload: Payload, req: PayloadRequest): Promise<Tile[]> => {
  const visible = payload.config.collections.filter((collection) => {
    const hidden = collection.admin?.hidden
    return !(typeof hidden === 'function' ? hidden({ user: req.user as never }) : hidden)
  })
  const counted = await Promise.all(
    visible.map(async (collection): Promise<Tile | null> => {
      try {
        // As this person: an editor counts what an editor may read.
        const { totalDocs } = await payload.count({ collection: collection.slug as never, req, overrideAccess: false })
        return { slug: collection.slug, label: text(collection.labels?.plural, collection.slug), group: text(collection.admin?.group, 'Collections'), count: totalDocs }
      } catch {
        return null
      }
    }),
  )
  return counted.filter((tile): tile is Tile => tile !== null)
}

/**
 * Payload's collection cards with what they hold: one tile per collection this person may open,
 * grouped as in the navigation, each with its count and a link to its list. Replaces Payload's
 * own card grid (which has no counts) in the dashboard's default layout.
 */
export async function ContentCountsWidget({ req }: WidgetServerProps) {
  const all = await tiles(req.payload, req)
  const groups = [...new Set(all.map((tile) => tile.group))]
  return (
    <DeskWidget id="desk-counts" title="Content">
      {groups.map((group) => (
        <section key={group} className="desk-counts" aria-label={group}>
          <h3 className="desk-counts__group">{group}</h3>
          <ul className="desk-counts__tiles">
            {all
              .filter((tile) => tile.group === group)
              .map((tile) => (
                <li key={tile.slug}>
                  <Link href={adminPath(req.payload, `/collections/${tile.slug}`)} className="desk-counts__tile">
                    <span className="desk-counts__count">{tile.count.toLocaleString('en-US')}</span>
                    <span>{tile.label}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </DeskWidget>
  )
}
