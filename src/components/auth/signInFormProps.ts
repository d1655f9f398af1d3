import type { FormHTMLAttributes, Ref } from 'react'

/** What the sign-in card gives its login and register forms: where to go next, and what to do once signed in. */
export type SignInFormProps = { next: string; onSignedIn: () => Promise<void> }

/** What a sign-in form's view is drawn from, the same before and after its engine loads. */
export type SignInFormViewProps<Field extends string> = {
  next: string
  form: FormHTMLAttributes<HTMLFormElement> & { ref: Ref<HTMLFormElement> }
  /** What each field carries: its name, and react-hook-form's registration once loaded. */
  field: (name: Field) => { name: string }
  errors: Partial<Record<Field, string>>
  pending: boolean
}
