import { formFailure } from '@/lib/http/formFailure'
import { redirect } from '@/lib/http/responses'
import { accountNoticePath, type NoticeCode, type NoticeSection } from './accountNotices'
import { signInPath } from './currentMember'

/**
 * The answers to an account form the browser sent itself, before the page's JavaScript loaded:
 * back to the account page with a notice code (src/lib/auth/accountNotices.ts), never JSON.
 */
export const accountFormResult = <S extends NoticeSection>(section: S, code: NoticeCode<S> & string) =>
  redirect(accountNoticePath(section, code))

/** A guard's refusal (signed out, invalid fields, rate limit) of such a form, as a way back. */
export const accountFormFailure = <S extends NoticeSection>(section: S, invalid: NoticeCode<S> & string) =>
  formFailure((status) => {
    if (status === 401) return redirect(signInPath('/account'))
    return accountFormResult(section, status === 429 ? ('throttled' as NoticeCode<S> & string) : invalid)
  })
