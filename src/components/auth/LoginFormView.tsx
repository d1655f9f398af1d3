import Link from 'next/link'
import { TextField } from '@/components/forms/FormField'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { textLinkClass } from './authFormStyles'
import { formAction } from './formAction'
import type { SignInFormViewProps } from './signInFormProps'

type Field = 'email' | 'password'

type Props = SignInFormViewProps<Field>

/**
 * The sign-in form's fields, the same before and after its engine loads. Until the page's
 * JavaScript runs, the browser posts it to the API itself, which redirects on to `next`
 * (src/lib/auth/signInForm.ts).
 */
export function LoginFormView({ next, form, field, errors, pending }: Props) {
  return (
    <form {...form} method="post" action={formAction('/api/auth/login', next)} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email} {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required error={errors.password} {...field('password')} />
      <p className="text-right text-sm">
        <Link href="/forgot-password" className={textLinkClass}>
          Forgot password?
        </Link>
      </p>
      <SubmitButton pending={pending} label="Sign In" pendingLabel="Signing in..." className="w-full" />
    </form>
  )
}
