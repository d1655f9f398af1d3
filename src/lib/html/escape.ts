/**
 * Text written into HTML that the site builds as a string (feeds, e-mails, the Bible passage
 * block's converter, reference links, imported shortcodes); everything React renders is escaped
 * by React. One escaper serves text and a quoted attribute value alike: `& < > " '` each become a
 * character reference, so the result is safe in either place.
 */
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c])
