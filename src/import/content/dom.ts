/**
 * The parsed HTML, read through parse5's default tree: parse5 builds the tree as a browser does
 * (misnested tags closed, `<p>` ended by a following block), so the walker sees what a reader saw.
 */
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5'

export type Node = DefaultTreeAdapterMap['childNode']
export type Element = DefaultTreeAdapterMap['element']
export type Parent = DefaultTreeAdapterMap['parentNode']

// NUL characters mean nothing in HTML and some databases refuse them in text: they go.
export const parse = (html: string): Parent => parseFragment(html.split('\u0000').join(''))

export const isElement = (node: Node | Parent): node is Element => 'tagName' in node
export const isText = (node: Node): node is DefaultTreeAdapterMap['textNode'] => node.nodeName === '#text'

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value

export const hasClass = (element: Element, name: string): boolean =>
  (attribute(element, 'class') ?? '').split(/\s+/).includes(name)

/** The element's children, or a `<template>`'s content. */
export const childrenOf = (node: Parent): Node[] => ('content' in node && node.nodeName === 'template' ? node.content.childNodes : node.childNodes) as Node[]

/** Every descendant element, depth first, without recursion (a hostile body may nest deeply). */
export function* descendants(node: Parent): Generator<Element> {
  const stack: Node[] = [...childrenOf(node)].reverse()
  while (stack.length) {
    const next = stack.pop()!
    if (!isElement(next)) continue
    yield next
    const children = childrenOf(next)
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index])
  }
}

/** The first descendant element matching `test`. */
export const find = (node: Parent, test: (element: Element) => boolean): Element | undefined => {
  for (const element of descendants(node)) if (test(element)) return element
  return undefined
}

/** The text inside, without recursion; `<br>` and block ends as a space. */
export const textContent = (node: Parent): string => {
  let out = ''
  const stack: Node[] = [...childrenOf(node)].reverse()
  while (stack.length) {
    const next = stack.pop()!
    if (isText(next)) out += next.value
    else if (isElement(next)) {
      if (SKIPPED.has(next.tagName)) continue
      if (next.tagName === 'br') out += ' '
      const children = childrenOf(next)
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index])
    }
  }
  return out.replace(/\s+/g, ' ').trim()
}

/** Elements whose content is never reader-visible text. */
export const SKIPPED = new Set([
  'script', 'style', 'noscript', 'template', 'head', 'title', 'meta', 'link', 'base', 'svg', 'math', 'canvas',
  'form', 'input', 'textarea', 'select', 'option', 'optgroup', 'button', 'object', 'embed', 'applet', 'param',
  'frame', 'frameset', 'map', 'area', 'dialog', 'source', 'track', 'datalist', 'output', 'progress', 'meter',
])

export const isCell = (node: Node): node is Element => isElement(node) && (node.tagName === 'td' || node.tagName === 'th')

/** A table's rows in order, from its head, bodies and foot. */
export const rowsOf = (table: Element): Element[] =>
  childrenOf(table).flatMap((child) => {
    if (!isElement(child)) return []
    if (child.tagName === 'tr') return [child]
    if (['thead', 'tbody', 'tfoot'].includes(child.tagName)) return childrenOf(child).filter((row): row is Element => isElement(row) && row.tagName === 'tr')
    return []
  })
