import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { collections } from '@/collections'
import { rowLabelText } from '@/fields/rowLabel/text'
import { PodcastShow } from '@/globals/PodcastShow'
import { SiteSettings } from '@/globals/SiteSettings'

/** Every array field, by its name, through groups, tabs, rows and other arrays. */
const arraysOf = (fields: Field[], where: string): { where: string; field: Extract<Field, { type: 'array' }> }[] =>
  fields.flatMap((field) => [
    ...(field.type === 'array' ? [{ where: `${where}.${field.name}`, field }] : []),
    ...('fields' in field ? arraysOf(field.fields, where) : []),
    ...('tabs' in field ? field.tabs.flatMap((tab) => arraysOf(tab.fields, where)) : []),
  ])

// Payload adds arrays of its own to a config it has loaded (an account's sign-in sessions), never
// shown in the admin (`admin.disabled`): only the lists the creator fills in count.
const arrays = [...collections, SiteSettings, PodcastShow]
  .flatMap((entity) => arraysOf(entity.fields, entity.slug))
  .filter(({ field }) => !field.admin?.disabled)

describe('array rows in the admin', () => {
  it('covers every list the creator fills in', () => {
    expect(arrays.map((a) => a.where).sort()).toEqual(
      ['books.keyInsights', 'music-analyses.sections', 'reading-plans.days', 'site-settings.allowedHosts', 'site-settings.organizationCategories', 'site-settings.organizationVerdicts'].sort(),
    )
  })

  it.each(arrays)('$where labels each row by its content, not "Entry 01"', ({ field }) => {
    const label = field.admin?.components?.RowLabel
    expect(label).toMatchObject({ path: '/src/fields/rowLabel/RowLabel#RowLabel', clientProps: { template: expect.stringMatching(/\{\w+\}/) } })
    // Every field the label names is one of the row's own fields.
    const names = new Set(
      field.fields.flatMap((f) => ('name' in f ? [f.name] : 'fields' in f ? f.fields.flatMap((g) => ('name' in g ? [g.name] : [])) : [])),
    )
    const template = (label as { clientProps: { template: string } }).clientProps.template
    for (const [, name] of template.matchAll(/\{(\w+)\}/g)) expect(names).toContain(name)
  })
})

describe('rowLabelText', () => {
  it('fills the row’s own words in', () => {
    expect(rowLabelText({ template: 'Day {day}: {title}', fallback: 'New day' }, { day: 3, title: ' Repentance ' }, 3)).toBe('Day 3: Repentance')
    expect(rowLabelText({ template: '{insight}', fallback: 'New insight' }, { insight: 'Romans 12:2 renews the mind' }, 1)).toBe('Romans 12:2 renews the mind')
  })

  it('drops a separator an empty field leaves hanging', () => {
    expect(rowLabelText({ template: 'Day {day}: {title}', fallback: 'New day' }, { day: 4, title: '' }, 4)).toBe('Day 4')
  })

  it('numbers a row that is still empty', () => {
    expect(rowLabelText({ template: '{title}', fallback: 'New section' }, {}, 2)).toBe('New section 2')
  })
})
