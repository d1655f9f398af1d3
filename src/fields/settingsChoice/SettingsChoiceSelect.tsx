/*
 * The admin's input for a settings-choice field: a dropdown of the values the creator keeps in
 * the site settings (read when the form is drawn), instead of a text box to type them into.
 * A stored value no longer in the list stays selectable, so opening an old document never
 * blanks it.
 */
import { SelectField } from '@payloadcms/ui'
import type { SelectFieldClient, TextFieldServerComponent } from 'payload'

import { settingsChoices, type ListName } from './choices'

export const SettingsChoiceSelect: TextFieldServerComponent = async ({ clientField, path, payload, data, field }) => {
  const list = (field.custom as { settingsList: ListName }).settingsList
  const choices = await settingsChoices(payload, list)
  const stored = typeof data?.[field.name] === 'string' ? (data[field.name] as string) : ''
  const options = [...choices, ...(stored && !choices.includes(stored) ? [stored] : [])].map((value) => ({ label: value, value }))
  // The stored value is text either way: the select only changes how it is chosen.
  const select = { ...clientField, type: 'select', options, hasMany: false } as unknown as SelectFieldClient
  return <SelectField field={select} path={path ?? field.name} />
}
