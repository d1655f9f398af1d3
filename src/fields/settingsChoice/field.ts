import type { TextField } from 'payload'

import { settingsChoices, type ListName } from './choices'

/**
 * A text field whose value must be one of a list the creator keeps in the site settings
 * (Discernment tab), so a new category or verdict needs no code change. The admin shows it as
 * a dropdown of that list (SettingsChoiceSelect).
 */
export const settingsChoiceField = (name: string, list: ListName, label: string): TextField => ({
  name,
  type: 'text',
  required: true,
  maxLength: 80,
  index: true,
  custom: { settingsList: list },
  admin: {
    position: 'sidebar',
    description: `Edit the list in Site settings → Discernment.`,
    components: { Field: '/src/fields/settingsChoice/SettingsChoiceSelect#SettingsChoiceSelect' },
  },
  validate: async (value, { req }) => {
    if (typeof value !== 'string' || !value.trim()) return 'This field is required.'
    const allowed = await settingsChoices(req.payload, list, req)
    return allowed.includes(value) ? true : `Choose one of the ${label.toLowerCase()}: ${allowed.join(', ')}.`
  },
})
