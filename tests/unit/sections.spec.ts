import { describe, expect, it } from 'vitest'

import { buildNavigation } from '@/components/layout/navigation'
import { featuresFrom } from '@/lib/data/site'
import { documentPath, linksOf, SECTIONS } from '@/lib/sections'

const allOn = featuresFrom({})

describe('the sections registry', () => {
  it('gives every section a unique path and id', () => {
    expect(new Set(SECTIONS.map((s) => s.path)).size).toBe(SECTIONS.length)
    expect(new Set(SECTIONS.map((s) => s.id)).size).toBe(SECTIONS.length)
  })

  it('lists the discernment menu and the footer as SPEC §2 does', () => {
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

  it('places a document under its section', () => {
    expect(documentPath('organizations', 'a-group')).toBe('/organizations/a-group')
    expect(documentPath('media', 'a-film')).toBe('/media/a-film')
  })
})
