import type { Field } from 'payload'

/**
 * Asked on the creator's own account page, where the admin panel's "Change password" sits:
 * changing one's own password needs the current one (passwordRules.ts). Virtual: it is read
 * by the rule and never stored, so it needs no column.
 */
export const currentPasswordField: Field = {
  name: 'currentPassword',
  label: 'Current password',
  type: 'text',
  virtual: true,
  admin: {
    description: 'Needed only when you change your own password.',
    condition: (data, _siblingData, { user }) => Boolean(user && data?.id !== undefined && String(data.id) === String(user.id)),
    components: { Field: '/src/collections/users/CurrentPasswordInput#CurrentPasswordInput' },
  },
}
