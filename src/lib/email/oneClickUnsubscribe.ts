/**
 * Headers of every e-mail a reader can stop: mail clients show an "Unsubscribe" button that
 * POSTs `List-Unsubscribe=One-Click` to the address (RFC 8058), no page or sign-in needed. The
 * address carries its own credential (a token) and must answer that POST without a redirect.
 */
export const oneClickUnsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
