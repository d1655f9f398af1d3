import { describe, expect, it } from 'vitest'

import { EMBED_HOSTS, embedPlayer, embedValidator, parseEmbed, readEmbed } from '@/lib/embeds'
import { securityHeaders } from '@/lib/http/securityHeaders'
import { playlists as demoPlaylists } from '@/seed/data/playlists'

const src = (pasted: string) => parseEmbed(pasted)?.src ?? null
const refusal = (pasted: string) => {
  const reading = readEmbed(pasted)
  return 'error' in reading ? reading.error : null
}

describe('share links and embed codes become the provider’s player address', () => {
  it.each([
    // Spotify: share links (with their tracking parameters), localised links, embed addresses and codes.
    ['https://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd?si=4b1f0e2d9c8a7b6e', 'https://open.spotify.com/embed/playlist/37i9dQZF1DX0XUsuxWHRQd'],
    ['https://open.spotify.com/album/1ATL5GLyefJaxhQzSPVrLX', 'https://open.spotify.com/embed/album/1ATL5GLyefJaxhQzSPVrLX'],
    ['https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=x', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['https://open.spotify.com/episode/512ojhOuo1ktJprKbVcKyQ', 'https://open.spotify.com/embed/episode/512ojhOuo1ktJprKbVcKyQ'],
    ['https://open.spotify.com/embed/playlist/37i9dQZF1DX0XUsuxWHRQd?utm_source=generator&theme=0', 'https://open.spotify.com/embed/playlist/37i9dQZF1DX0XUsuxWHRQd'],
    [
      '<iframe style="border-radius:12px" src="https://open.spotify.com/embed/playlist/37i9dQZF1DX0XUsuxWHRQd?utm_source=generator" width="100%" height="352" frameBorder="0" allowfullscreen="" allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy"></iframe>',
      'https://open.spotify.com/embed/playlist/37i9dQZF1DX0XUsuxWHRQd',
    ],
    // YouTube: watch, short, playlist, shorts, music and embed forms all become the privacy-enhanced player.
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=AbCdEf', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', 'https://www.youtube-nocookie.com/embed/videoseries?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI'],
    ['https://music.youtube.com/playlist?list=OLAK5uy_kKNZk3nTkvH0QYtLh9B', 'https://www.youtube-nocookie.com/embed/videoseries?list=OLAK5uy_kKNZk3nTkvH0QYtLh9B'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI&index=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=Xy12" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://www.youtube-nocookie.com/embed/videoseries?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', 'https://www.youtube-nocookie.com/embed/videoseries?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI'],
    // Apple Music: album, playlist (with or without its name), one song of an album, embed codes.
    ['https://music.apple.com/us/album/the-joshua-tree/1443155637', 'https://embed.music.apple.com/us/album/the-joshua-tree/1443155637'],
    ['https://music.apple.com/gb/album/the-joshua-tree/1443155637?i=1443155891', 'https://embed.music.apple.com/gb/album/the-joshua-tree/1443155637?i=1443155891'],
    ['https://music.apple.com/us/playlist/worship-essentials/pl.6bf4415b83ce4f3789614ac4c3675740', 'https://embed.music.apple.com/us/playlist/worship-essentials/pl.6bf4415b83ce4f3789614ac4c3675740'],
    ['https://music.apple.com/us/playlist/pl.u-AkAmPlyUxXRBZ', 'https://embed.music.apple.com/us/playlist/pl.u-AkAmPlyUxXRBZ'],
    [
      '<iframe allow="autoplay *; encrypted-media *; fullscreen *; clipboard-write" frameborder="0" height="450" style="width:100%;max-width:660px;overflow:hidden;border-radius:10px;" sandbox="allow-forms allow-popups allow-same-origin allow-scripts allow-storage-access-by-user-activation allow-top-navigation-by-user-activation" src="https://embed.music.apple.com/us/playlist/worship-essentials/pl.6bf4415b83ce4f3789614ac4c3675740?l=en"></iframe>',
      'https://embed.music.apple.com/us/playlist/worship-essentials/pl.6bf4415b83ce4f3789614ac4c3675740',
    ],
    // SoundCloud: share pages (track, set, artist, private link), and the player's own code with its credit line.
    ['https://soundcloud.com/some-artist/a-song', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fsome-artist%2Fa-song'],
    ['https://soundcloud.com/some-artist/sets/worship-nights?si=abc&utm_medium=text', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fsome-artist%2Fsets%2Fworship-nights'],
    ['https://m.soundcloud.com/some-artist', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fsome-artist'],
    ['https://soundcloud.com/some-artist/a-song/s-AbC123', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fsome-artist%2Fa-song%2Fs-AbC123'],
    [
      '<iframe width="100%" height="300" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/playlists/1234567890&color=%23ff5500&amp;auto_play=false&amp;hide_related=false"></iframe><div style="font-size: 10px; color: #cccccc;"><a href="https://soundcloud.com/some-artist" title="Some Artist" target="_blank" style="color: #cccccc; text-decoration: none;">Some Artist</a> · <a href="https://soundcloud.com/some-artist/sets/worship-nights" target="_blank">Worship Nights</a></div>',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Fplaylists%2F1234567890',
    ],
    [
      '<iframe src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/soundcloud%253Atracks%253A987654321&color=%23ff5500"></iframe>',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2Fsoundcloud%253Atracks%253A987654321',
    ],
  ])('%s', (pasted, expected) => {
    expect(src(pasted)).toBe(expected)
    // What is stored reads back as itself: saving again changes nothing.
    expect(src(expected)).toBe(expected)
    expect(parseEmbed(pasted)?.host).toBe(new URL(expected).hostname)
  })

  it('the demo playlists carry no player: a made-up address would show the service\'s "not found" page', () => {
    for (const playlist of demoPlaylists) expect(playlist).not.toHaveProperty('embedCode')
  })

  it('ignores the spaces and line breaks around a pasted value', () => {
    expect(src('\n  https://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd \n')).toBe('https://open.spotify.com/embed/playlist/37i9dQZF1DX0XUsuxWHRQd')
  })

  it('keeps only the address of an iframe, never its other attributes', () => {
    expect(parseEmbed('<iframe src="https://open.spotify.com/embed/playlist/abc" onload="alert(1)"></iframe>')).toEqual({
      src: 'https://open.spotify.com/embed/playlist/abc',
      host: 'open.spotify.com',
    })
  })
})

describe('anything else is refused, with the reason', () => {
  it.each([
    ['a script', '<script>alert(1)</script>', /<script>/],
    ['a script beside a real player', '<iframe src="https://open.spotify.com/embed/playlist/abc"></iframe><script src="https://evil.example/x.js"></script>', /<script>/],
    ['a script hidden in a tag name', '<scr<script>ipt>alert(1)</script>', /<scr>|<script>/],
    ['an image with a handler', '<img src=x onerror="alert(1)">', /<img>/],
    ['a style block', '<style>body{display:none}</style><iframe src="https://open.spotify.com/embed/playlist/abc"></iframe>', /<style>/],
    ['an object', '<object data="https://open.spotify.com/embed/playlist/abc"></object>', /<object>/],
    ['an svg', '<svg onload="alert(1)"></svg>', /<svg>/],
    ['an HTML comment', '<!-- x --><iframe src="https://open.spotify.com/embed/playlist/abc"></iframe>', /only the player/],
    ['a javascript: iframe', '<iframe src="javascript:alert(1)"></iframe>', /javascript: addresses are never embedded/],
    ['a javascript: link', 'javascript:alert(document.cookie)', /javascript: addresses/],
    ['a javascript: link in mixed case', 'JaVaScRiPt:alert(1)', /javascript: addresses/],
    ['a javascript: iframe hidden behind entities', '<iframe src="jav&#97;script:alert(1)"></iframe>', /not a web address/],
    ['a javascript: iframe split by a tab', '<iframe src="java\tscript:alert(1)"></iframe>', /javascript: addresses are never embedded/],
    ['a data: iframe', '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>', /data: addresses/],
    ['a data: link', 'data:text/html,<script>alert(1)</script>', /data: addresses/],
    ['a vbscript: link', 'vbscript:msgbox(1)', /vbscript: addresses/],
    ['plain http', 'http://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd', /https:\/\//],
    ['an http iframe', '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', /https:\/\//],
    ['a protocol-relative iframe', '<iframe src="//open.spotify.com/embed/playlist/abc"></iframe>', /not a web address/],
    ['a lookalike host', 'https://open.spotify.com.evil.example/playlist/37i9dQZF1DX0XUsuxWHRQd', /open\.spotify\.com\.evil\.example is not a supported/],
    ['a lookalike embed', '<iframe src="https://open.spotify.com.evil.example/embed/playlist/abc"></iframe>', /is not a supported/],
    ['a host ending like a provider', 'https://evilyoutube.com/watch?v=dQw4w9WgXcQ', /evilyoutube\.com is not a supported/],
    ['a provider’s name in the user part', 'https://open.spotify.com@evil.example/playlist/abc', /evil\.example is not a supported|user name/],
    ['a backslash trick', 'https://evil.example\\@open.spotify.com/playlist/abc', /evil\.example is not a supported/],
    ['credentials', 'https://user:pass@open.spotify.com/playlist/abc', /user name, password or port/],
    ['another port', 'https://open.spotify.com:8443/playlist/abc', /port/],
    ['a trailing-dot host', 'https://open.spotify.com./playlist/abc', /is not a supported/],
    ['another host', '<iframe src="https://evil.example/embed"></iframe>', /evil\.example is not a supported/],
    ['an unsupported service', 'https://bandcamp.com/EmbeddedPlayer/album=1/size=large', /bandcamp\.com is not a supported/],
    ['a Spotify page that plays nothing', 'https://open.spotify.com/search/worship', /Spotify address does not point to a playlist/],
    ['a Spotify path with extra parts', 'https://open.spotify.com/playlist/abc/../../evil', /Spotify address/],
    ['a YouTube channel', 'https://www.youtube.com/@somechannel', /YouTube address does not point to a video or a playlist/],
    ['a YouTube watch link without a video', 'https://www.youtube.com/watch?v=short', /YouTube address/],
    ['a YouTube video id with odd characters', 'https://youtu.be/dQw4w9WgX"Q', /YouTube address|not a web address/],
    ['an Apple Music page without a storefront', 'https://music.apple.com/browse', /Apple Music address/],
    ['an Apple Music id of the wrong kind', 'https://music.apple.com/us/album/name/pl.123', /Apple Music address/],
    ['a SoundCloud player of another site', 'https://w.soundcloud.com/player/?url=https%3A//evil.example/tracks/1', /SoundCloud address/],
    ['a SoundCloud player of an http resource', 'https://w.soundcloud.com/player/?url=http%3A//api.soundcloud.com/tracks/1', /SoundCloud address/],
    ['a SoundCloud short link', 'https://on.soundcloud.com/AbCd', /on\.soundcloud\.com is not a supported/],
    ['two players', '<iframe src="https://open.spotify.com/embed/playlist/a"></iframe><iframe src="https://open.spotify.com/embed/playlist/b"></iframe>', /one player at a time/],
    ['markup without a player', '<div><a href="https://open.spotify.com/playlist/abc">Listen</a></div>', /No player <iframe>/],
    ['an iframe without an address', '<iframe width="100%"></iframe>', /no address/],
    ['a link with words around it', 'Listen here: https://open.spotify.com/playlist/abc', /nothing around it/],
    ['words', 'our favourite worship songs', /nothing around it/],
    ['a word', 'playlist', /not a web address/],
    ['a huge paste', `https://open.spotify.com/playlist/${'a'.repeat(5000)}`, /too long/],
  ])('%s', (_, pasted, reason) => {
    expect(parseEmbed(pasted)).toBeNull()
    const message = refusal(pasted)
    expect(message).toMatch(reason)
    // Every refusal tells the creator what would be accepted.
    expect(message).toContain('Paste a share link or the embed code from Spotify, Apple Music, YouTube or SoundCloud.')
    expect(embedValidator(pasted)).toBe(message)
  })
})

describe('the field validation (live in the admin as the creator types)', () => {
  it('accepts empty values and recognised pastes', () => {
    expect(embedValidator(undefined)).toBe(true)
    expect(embedValidator(null)).toBe(true)
    expect(embedValidator('')).toBe(true)
    expect(embedValidator('  ')).toBe(true)
    expect(embedValidator('https://soundcloud.com/some-artist/sets/worship-nights')).toBe(true)
  })
})

describe('the player the page draws', () => {
  it.each([
    ['https://open.spotify.com/embed/playlist/37i9dQZF1DX0XUsuxWHRQd', 'Spotify', 352],
    ['https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC', 'Spotify', 152],
    ['https://embed.music.apple.com/us/playlist/worship-essentials/pl.6bf4415b83ce4f3789614ac4c3675740', 'Apple Music', 450],
    ['https://embed.music.apple.com/gb/album/the-joshua-tree/1443155637?i=1443155891', 'Apple Music', 175],
    ['https://www.youtube-nocookie.com/embed/videoseries?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', 'YouTube', null],
    ['https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fsome-artist%2Fsets%2Fworship-nights', 'SoundCloud', 450],
    ['https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fsome-artist%2Fa-song', 'SoundCloud', 166],
    ['https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F123', 'SoundCloud', 166],
  ])('%s: %s, %s px', (stored, provider, height) => {
    expect(embedPlayer(stored)).toMatchObject({ src: stored, provider, height })
  })

  it('is absent for an empty value or a stored value that is not a player', () => {
    expect(embedPlayer(null)).toBeNull()
    expect(embedPlayer('')).toBeNull()
    expect(embedPlayer('<script>alert(1)</script>')).toBeNull()
  })
})

describe('the Content-Security-Policy', () => {
  it('lets pages frame exactly the players’ hosts, over https', () => {
    expect([...EMBED_HOSTS].sort()).toEqual(['embed.music.apple.com', 'open.spotify.com', 'w.soundcloud.com', 'www.youtube-nocookie.com'])
    const csp = securityHeaders({ dev: false, production: true }).find((h) => h.key === 'Content-Security-Policy')!.value
    const frameSrc = csp.split('; ').find((d) => d.startsWith('frame-src '))!
    expect(frameSrc.split(' ').slice(1).sort()).toEqual([...EMBED_HOSTS].map((host) => `https://${host}`).sort())
  })

  it('frames this site only for the live preview: the admin may frame it, a draft page may be framed by it', () => {
    const header = (framing: Parameters<typeof securityHeaders>[1], key: string) =>
      securityHeaders({ dev: false, production: true }, framing).find((h) => h.key === key)!.value
    const directive = (framing: Parameters<typeof securityHeaders>[1], name: string) =>
      header(framing, 'Content-Security-Policy').split('; ').find((d) => d.startsWith(`${name} `))!

    expect(directive({}, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(header({}, 'X-Frame-Options')).toBe('DENY')
    expect(directive({}, 'frame-src')).not.toContain("'self'")

    expect(directive({ frameSelf: true }, 'frame-src')).toContain("'self'")
    expect(directive({ frameSelf: true }, 'frame-ancestors')).toBe("frame-ancestors 'none'")

    expect(directive({ framedBySelf: true }, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(header({ framedBySelf: true }, 'X-Frame-Options')).toBe('SAMEORIGIN')
  })
})
