import { describe, expect, it } from 'vitest'

import { buildNavigation } from '@/components/layout/navigation'
import { featuresFrom } from '@/lib/features'
import { FILTERED_LISTS } from '@/lib/filteredLists'
import { documentPath, linksOf, MISSING_PAGE, notFoundCopyFor, notFoundCopyOf, SECTIONS } from '@/lib/sections'

const allOn = featuresFrom({})

describe('the sections registry', () => {
  it('gives every section a unique path and id', () => {
    expect(new Set(SECTIONS.map((s) => s.path)).size).toBe(SECTIONS.length)
    expect(new Set(SECTIONS.map((s) => s.id)).size).toBe(SECTIONS.length)
  })

  it('lists the discernment menu and the footer as the product defines them', () => {
    expect(linksOf('discernment', allOn).map((l) => l.href)).toEqual([
      '/organizations',
      '/music-analysis',
      '/lyrics-analysis',
      '/media',
      '/playlists',
      '/podcast',
      '/submit-music-analysis',
      '/submit-media',
    ])
    expect(linksOf('footer', allOn).map((l) => l.href)).toEqual(['/lyrics-analysis', '/resources', '/rss', '/disclaimer', '/privacy', '/terms'])
  })

  it('drops the links of a switched-off section everywhere it is linked', () => {
    const features = featuresFrom({ organizationAnalysis: false, lyricsAnalysis: false, readingClub: false })
    const nav = buildNavigation(features, [])
    const hrefs = [...nav.lead, ...nav.groups.flatMap((g) => g.links), ...nav.trail, ...linksOf('footer', features)].map((l) => l.href)
    expect(hrefs).not.toContain('/organizations')
    expect(hrefs).not.toContain('/lyrics-analysis')
    expect(hrefs).not.toContain('/reading-club')
    expect(hrefs).toContain('/music-analysis')
  })

  it('marks the menus’ links to a filtered list as not prefetched, and only those', () => {
    const nav = buildNavigation(allOn, [{ slug: 'faith', name: 'Faith' } as never])
    const links = [...nav.lead, ...nav.groups.flatMap((g) => g.links), ...nav.trail]
    expect(links.filter((l) => l.prefetch === false).map((l) => l.href)).toEqual(links.filter((l) => l.href in FILTERED_LISTS).map((l) => l.href))
    expect(links.some((l) => l.prefetch === false)).toBe(true)
  })

  it('places a document under its section', () => {
    expect(documentPath('organizations', 'a-group')).toBe('/organizations/a-group')
    expect(documentPath('media', 'a-film')).toBe('/media/a-film')
  })
})

describe('the not-found words for a missing address', () => {
  it('are a section’s own for one segment under it, as its [slug] page’s not-found boundary', () => {
    expect(notFoundCopyFor('/blog/no-such-post').title).toBe('Post not found')
    expect(notFoundCopyFor('/organizations/x').title).toBe('Organization Not Found')
    expect(notFoundCopyFor('/music-analysis/x')).toBe(notFoundCopyOf('music-analysis'))
    expect(notFoundCopyFor('/reading-club/x').link).toEqual({ href: '/reading-club', label: 'Back to the Reading Club' })
  })

  it('are the section’s own on its page while the section is off, where the section has words for that', () => {
    expect(notFoundCopyFor('/donate').title).toBe('Donations Currently Disabled')
    expect(notFoundCopyFor('/donate/x')).toBe(MISSING_PAGE)
  })

  it('are the general page’s anywhere else: deeper paths, other sections, unknown addresses', () => {
    for (const path of ['/', '/blog', '/blog/page/9999', '/blog/a/b', '/reading-plans/x', '/category/x', '/nothing-here', '', '/blogs/x']) {
      expect(notFoundCopyFor(path), path).toBe(MISSING_PAGE)
    }
  })
})

