/** Class lists the site's forms share, so every field and button looks and focuses the same way. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700'

export const inputClass =
  'block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 ' +
  'focus:border-amber-700 focus:outline-2 focus:outline-amber-700 aria-invalid:border-red-700 disabled:bg-stone-100'

export const primaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-amber-800 px-5 py-2 text-sm font-semibold text-white ' +
  `hover:bg-amber-900 disabled:cursor-not-allowed disabled:opacity-70 ${focusRing}`

export const secondaryButtonClass =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-medium ' +
  `text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-70 ${focusRing}`
