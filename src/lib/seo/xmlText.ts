/**
 * Text for the XML the feeds write through xml-js (the `feed` library's writer, and the podcast
 * feed's): one place that knows what that writer escapes and what it leaves to us.
 */
// Characters XML 1.0 forbids anywhere, even in CDATA (control characters, lone surrogates).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/**
 * What the library's XML writer (xml-js 1.6) needs to write a value exactly; it escapes only part
 * of it. A text node: it escapes `& < >` but first turns every "&amp;" back into "&", so each `&`
 * is doubled here for that step to undo. An attribute: it escapes only `"`. CDATA: it splits
 * only the first "]]>" (which would otherwise end the section), so the later ones are split here.
 * And nothing removes the characters XML forbids.
 */
export const xml = {
  text: (value: string) => value.replace(NOT_XML, '').replaceAll('&', '&amp;'),
  attribute: (value: string) =>
    value
      .replace(NOT_XML, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      // Written as they are, parsers read a tab or line end in an attribute as a space.
      .replace(/[\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`),
  cdata: (value: string) => {
    const text = value.replace(NOT_XML, '')
    const first = text.indexOf(']]>')
    return first === -1 ? text : text.slice(0, first + 3) + text.slice(first + 3).replaceAll(']]>', ']]]]><![CDATA[>')
  },
}
