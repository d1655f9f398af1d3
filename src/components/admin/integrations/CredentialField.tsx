'use client'
/*
 * One credential of Settings → Payments & sign-in, write-only: the input always starts empty
 * (the server never sends a stored value back), and beside it what the server holds: set on the
 * server (the input is disabled: the server's value is used), stored (type a new value to
 * replace it, or Remove), stored but no longer readable, or nothing.
 */
import { Button, FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { REMOVE_CREDENTIAL } from '@/lib/integrations/removeMarker'
import { useIntegrationStatus } from './status'

import './integrations.scss'

type Props = { secret?: boolean; multiline?: boolean }

export const CredentialField: React.FC<React.ComponentProps<TextFieldClientComponent> & Props> = ({ field, path: given, secret, multiline }) => {
  const path = given ?? field.name
  const { value, setValue, showError } = useField<string>({ path })
  const state = useIntegrationStatus().credentials?.[path]
  const source = state?.source ?? 'none'
  const removing = value === REMOVE_CREDENTIAL
  const typed = removing ? '' : (value ?? '')
  const onServer = source === 'server'
  const inputId = `field-${path.replace(/\./g, '__')}`
  const noteId = `${inputId}-state`

  let note: React.ReactNode
  if (onServer) note = <>Set on the server ({state?.env}); the server’s value is used.</>
  else if (removing) note = <>Will be removed when you save.</>
  else if (source === 'stored') note = <>Stored{state?.hint ? ` (ends in ${state.hint.slice(1)})` : ''} — enter a new value to replace it.</>
  else if (source === 'unreadable')
    note = <>Stored, but it can no longer be read: the server’s secret has changed since it was saved. Enter it again.</>
  else note = <>Not set.</>

  const common = {
    id: inputId,
    name: path,
    value: typed,
    disabled: onServer,
    'aria-describedby': noteId,
    autoComplete: 'off',
    spellCheck: false,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(event.target.value),
  }

  return (
    <div className={`field-type ${multiline ? 'textarea' : 'text'} credential-field${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={inputId} label={field.label} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        {multiline ? (
          <textarea {...common} rows={5} placeholder={onServer ? '' : '-----BEGIN PRIVATE KEY-----'} />
        ) : (
          // A secret is typed as a password (not echoed on screen, never offered by autofill).
          <input {...common} type={secret ? 'password' : 'text'} {...(secret ? { autoComplete: 'new-password' } : {})} />
        )}
      </div>
      <p className={`credential-field__state credential-field__state--${removing ? 'removing' : source}`} id={noteId}>
        {note}
        {!onServer && (source === 'stored' || source === 'unreadable') && (
          <Button buttonStyle="subtle" size="small" className="credential-field__remove" onClick={() => setValue(removing ? '' : REMOVE_CREDENTIAL)}>
            {removing ? 'Keep it' : 'Remove'}
          </Button>
        )}
      </p>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
