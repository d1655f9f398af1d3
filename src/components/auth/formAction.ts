/** Where a sign-in form posts by itself before JavaScript takes over: the API, carrying `next`. */
export const formAction = (path: string, next: string) => (next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`)
