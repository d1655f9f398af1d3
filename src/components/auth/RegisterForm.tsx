'use client'

import { FormUntilUsed, type PlainFormProps } from '@/components/forms/FormUntilUsed'
import type { SignInFormProps } from './signInFormProps'
import { RegisterFormView } from './RegisterFormView'

const loadEngine = () => import('./RegisterFormEngine').then((m) => m.RegisterFormEngine)
const plainField = (name: string) => ({ name })
const PlainRegisterForm = ({ next, form }: SignInFormProps & { form: PlainFormProps }) => (
  <RegisterFormView next={next} form={form} field={plainField} errors={{}} pending={false} />
)

/** A new member account, its engine loaded when the form is first used. */
export function RegisterForm(props: SignInFormProps) {
  return <FormUntilUsed load={loadEngine} props={props} plain={PlainRegisterForm} />
}
