import Link from 'next/link'
import type { WidgetServerProps } from 'payload'

import { mostReadThisMonth } from '@/lib/data/desk'
import { DeskWidget, NothingHere } from './DeskWidget'

/** The five published posts read most this month (views counted per month, on the site's calendar). */
export async function MostReadWidget({ req }: WidgetServerProps) {
  const posts = await mostReadThisMonth(req)
  return (
    <DeskWidget id="desk-most-read" title="Most read this month">
      {posts.length === 0 ? (
        <NothingHere>No views counted yet this month</NothingHere>
      ) : (
        <ol className="desk-widget__list">
          {posts.map((post) => (
            <li key={post.id}>
              <span className="desk-widget__item">
                <Link href={post.href}>{post.title}</Link>
                <a className="desk-widget__meta" href={post.publicPath} target="_blank" rel="noreferrer">
                  View on the site
                </a>
              </span>
              <span className="desk-widget__numbers">{post.views === 1 ? '1 view' : `${post.views} views`}</span>
            </li>
          ))}
        </ol>
      )}
    </DeskWidget>
  )
}
