'use client'
/* The "Current password" box on the creator's account page: masked, and never required by the form. */
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

// The server decides when it is needed (passwordRules.ts): only when the password changes.
const optional = () => true as const

export const CurrentPasswordInput: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField autoComplete="current-password" field={field} path={path ?? field.name} validate={optional} />
)
