'use client'

import { FormUntilUsed, type PlainFormProps } from '@/components/forms/FormUntilUsed'
import { LoginFormView } from './LoginFormView'
import type { SignInFormProps } from './signInFormProps'

const loadEngine = () => import('./LoginFormEngine').then((m) => m.LoginFormEngine)
const plainField = (name: string) => ({ name })
const PlainLoginForm = ({ next, form }: SignInFormProps & { form: PlainFormProps }) => (
  <LoginFormView next={next} form={form} field={plainField} errors={{}} pending={false} />
)

/** E-mail and password sign-in, its engine loaded when the form is first used. */
export function LoginForm(props: SignInFormProps) {
  return <FormUntilUsed load={loadEngine} props={props} plain={PlainLoginForm} />
}
