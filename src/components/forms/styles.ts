/** Class lists the site's forms share, so every field and button looks and focuses the same way. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700'

// Defined once in globals.css (`@layer components`): a page with many fields or buttons would
// otherwise carry the same long class lists on each, in its HTML and again in its RSC payload.
export const inputClass = 'field-input'

export const primaryButtonClass = 'btn-primary'

export const secondaryButtonClass = 'btn-secondary'
