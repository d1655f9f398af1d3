import { FORGOT_PASSWORD_SENT } from '@/lib/auth/passwordResetPages'

/** What the forgot-password page shows once asked: the same for every address. */
export function ResetLinkSent() {
  return (
    <div role="status" className="space-y-2 rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-950">
      <p className="font-semibold">Check your inbox</p>
      <p>{FORGOT_PASSWORD_SENT}</p>
      <p>Nothing arrived after a few minutes? Look in your spam folder, or check the address and ask again.</p>
    </div>
  )
}
