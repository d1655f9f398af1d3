/** The reading plan list's description for search engines and link previews (both its pages). */
export const READING_PLANS_DESCRIPTION =
  'Scripture reading plans on repentance, renewing the mind, sin and the foundations of the faith: daily passages, reflection questions and progress you can keep.'
