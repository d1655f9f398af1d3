import { TextField } from '@/components/forms/FormField'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { PASSWORD_MIN } from '@/lib/validation/formRules'
import { formAction } from './formAction'
import type { SignInFormViewProps } from './signInFormProps'

export const REGISTER_FIELDS = ['email', 'password', 'firstName', 'lastName'] as const
type Field = (typeof REGISTER_FIELDS)[number]

type Props = SignInFormViewProps<Field>

/** The new account form's fields (names optional), the same before and after its engine loads. */
export function RegisterFormView({ next, form, field, errors, pending }: Props) {
  return (
    <form {...form} method="post" action={formAction('/api/auth/register', next)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.firstName} {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName} {...field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email} {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.password}
        {...field('password')}
      />
      <SubmitButton pending={pending} label="Create Account" pendingLabel="Creating account..." className="w-full" />
    </form>
  )
}
