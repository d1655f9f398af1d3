import config from '@payload-config'
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { passageBlock } from '@/fields/passageBlock/block'

/**
 * The admin speaks the creator's language: no label or help text of a collection, a global or
 * any of their fields (through groups, rows, tabs, arrays and blocks) uses a developer's word.
 * The environment variable beside a credential ("Set on the server (NAME)") is written by the
 * credential's field when it shows, from where the value comes, not by the config.
 */
const DEVELOPER_WORDS: [RegExp, string][] = [
  [/README/i, 'the README'],
  [/\b[A-Z]+_[A-Z_]+\b/, 'an environment variable'],
  [/\bAPI\b/, 'API'],
  [/\bJSON\b/i, 'JSON'],
  [/\bslug\b/i, 'slug'],
  [/\benv\b/i, 'env'],
  [/\bcollections?\b/i, 'collection'],
  [/\bdocument ID\b/i, 'document ID'],
]

type Text = unknown
/** A label or description as the admin shows it: a string, one per language, or a function of the translator. */
const texts = (value: Text): string[] => {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') {
    try {
      return texts(value({ t: (key: string) => key, i18n: { language: 'en', t: (key: string) => key } }))
    } catch {
      return []
    }
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

type Found = { where: string; text: string }

const hidden = (admin: unknown) => {
  const { hidden, disabled } = (admin ?? {}) as { hidden?: unknown; disabled?: unknown }
  return hidden === true || disabled === true
}

const blockTexts = (block: Block, where: string): Found[] => {
  const blockWhere = `${where}<${block.slug}>`
  return [
    ...[...texts(block.labels), ...texts((block.admin as { description?: Text } | undefined)?.description)].map((text) => ({ where: blockWhere, text })),
    ...fieldTexts(block.fields, blockWhere),
  ]
}

const fieldTexts = (fields: Field[], where: string): Found[] =>
  fields.flatMap((field) => {
    if (hidden(field.admin)) return []
    const here = 'name' in field && field.name ? `${where}.${field.name}` : where
    const own: Found[] = [
      // A field with no label shows its name, in words.
      ...('label' in field && field.label !== undefined ? texts(field.label) : field.type !== 'ui' && 'name' in field && field.name ? [field.name] : []),
      ...texts((field.admin as { description?: Text } | undefined)?.description),
      ...('labels' in field ? texts(field.labels) : []),
    ].map((text) => ({ where: here, text }))
    const nested = [
      ...('fields' in field ? fieldTexts(field.fields, here) : []),
      ...('tabs' in field
        ? field.tabs.flatMap((tab) => {
            const tabWhere = `${here}[${'name' in tab && tab.name ? tab.name : texts(tab.label)[0]}]`
            return [
              ...[...texts(tab.label), ...texts(tab.description)].map((text) => ({ where: tabWhere, text })),
              ...fieldTexts(tab.fields, tabWhere),
            ]
          })
        : []),
      ...('blocks' in field ? field.blocks.flatMap((block) => (typeof block === 'string' ? [] : blockTexts(block, here))) : []),
    ]
    return [...own, ...nested]
  })

describe('the admin’s words', () => {
  it('has no developer word in any label or help text the creator reads', async () => {
    const { collections, globals } = await config
    const entities = [...collections, ...globals].filter((entity) => !hidden(entity.admin))
    const found = entities.flatMap((entity) => [
      ...[...texts('label' in entity ? entity.label : entity.labels), ...texts(entity.admin?.description)].map((text) => ({ where: entity.slug, text })),
      ...fieldTexts(entity.fields, entity.slug),
    ])
    // The rich-text editor's blocks live in the editor's own configuration.
    found.push(...blockTexts(passageBlock, 'rich text'))
    // The walk reaches the settings' tabs and the credentials' help texts.
    expect(found.map((f) => f.where)).toEqual(expect.arrayContaining(['site-settings[Donations].donations.kofiUrl', 'integrations.stripe.secretKey', 'rich text<passage>.reference']))
    const offending = found.flatMap(({ where, text }) =>
      DEVELOPER_WORDS.filter(([pattern]) => pattern.test(text)).map(([, word]) => `${where}: ${word} in “${text}”`),
    )
    expect(offending).toEqual([])
  })
})
