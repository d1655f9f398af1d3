/** The sign-in page's two modes (`/login`, `/login?mode=register`) and the title each gives the page. */
export type AuthMode = 'login' | 'register'

export const AUTH_MODE_TITLES: Record<AuthMode, string> = { login: 'Sign in', register: 'Sign up' }

export const authModeOf = (mode: string | null | undefined): AuthMode => (mode === 'register' ? 'register' : 'login')
