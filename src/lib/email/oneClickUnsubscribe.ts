/**
 * Headers that give an e-mail the mail client's own "Unsubscribe" button: it POSTs
 * `List-Unsubscribe=One-Click` to `url` (RFC 8058), no page or sign-in needed. The URL carries
 * its own credential (a stored random token), so the route answering it needs nothing else.
 */
export const oneClickUnsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
