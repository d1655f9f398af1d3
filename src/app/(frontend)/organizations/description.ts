/** The organization list's description for search engines and link previews (both its pages). */
export const ORGANIZATIONS_DESCRIPTION =
  'Biblical evaluations of clubs, societies, movements and networks: their practices, their spiritual concerns and a verdict for believers.'
