import { EMBED_HOSTS } from '@/lib/embeds'

/**
 * Headers every response carries: pages, /api, /admin, /cms-api and static files alike. The
 * app's HTTP server (src/server/main.ts) sets them on every answer before Next runs.
 *
 * The Content-Security-Policy has no per-request nonce: public pages are served whole from
 * Next's page cache, identical for every visitor, so a nonce could never match. Next's pages
 * carry their data as inline scripts, hence `'unsafe-inline'` for scripts and styles; what
 * the policy still guarantees is that scripts, styles, images, fonts and connections come only
 * from this site (no third-party script can be pulled in by injected markup), that no plugin
 * content runs, that `<base>` cannot redirect relative URLs, that forms post only here and
 * that no other site can frame us. Frames are limited to the music services whose embeds
 * playlists may show (src/lib/embeds.ts).
 *
 * The one exception is the live preview: the admin (`frameSelf`) frames a page of this site in
 * draft mode, and that page (`framedBySelf`) lets this site, and only this site, frame it.
 */
export type Framing = { frameSelf?: boolean; framedBySelf?: boolean }

const contentSecurityPolicy = (dev: boolean, framing: Framing) =>
  [
    "default-src 'self'",
    // Development adds eval (React's dev tools) and the hot-reload websocket.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "media-src 'self'",
    `frame-src ${[...(framing.frameSelf ? ["'self'"] : []), ...[...EMBED_HOSTS].map((host) => `https://${host}`)].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framing.framedBySelf ? "'self'" : "'none'"}`,
  ].join('; ')

export const securityHeaders = (
  env: { dev: boolean; production: boolean },
  framing: Framing = {},
): { key: string; value: string }[] => [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy(env.dev, framing) },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // For browsers that predate frame-ancestors.
  { key: 'X-Frame-Options', value: framing.framedBySelf ? 'SAMEORIGIN' : 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Browsers honour HSTS only over HTTPS, which production is served over.
  ...(env.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
]
