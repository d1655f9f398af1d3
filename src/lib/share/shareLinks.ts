/**
 * Where "Share" sends a page: each service's public share address with the page's address and
 * title as query values (percent-encoded, so a title with "&" or "#" stays one value), and an
 * e-mail draft (RFC 6068: subject and body encoded, lines ended with CRLF). X's documented web
 * intent is https://x.com/intent/tweet.
 */
export type ShareTarget = { service: 'email' | 'whatsapp' | 'facebook' | 'x'; label: string; href: string }

const q = encodeURIComponent

export const shareLinks = ({ url, title }: { url: string; title: string }): ShareTarget[] => [
  { service: 'email', label: 'E-mail', href: `mailto:?subject=${q(title)}&body=${q(`${title}\r\n\r\n${url}`)}` },
  { service: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${q(`${title} ${url}`)}` },
  { service: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}` },
  { service: 'x', label: 'X', href: `https://x.com/intent/tweet?text=${q(title)}&url=${q(url)}` },
]
