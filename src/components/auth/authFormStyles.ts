/** The login card's small links (mode toggle, terms). */
export const textLinkClass =
  'font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 rounded-sm'
