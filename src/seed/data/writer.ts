/** The creator's public profile: the byline of every demo post and analysis. */
export const siteWriter = {
  name: 'Hannah Brooks',
  slug: 'hannah-brooks',
  bio: 'Hannah writes about the slow, daily work of a renewed mind: reading Scripture honestly, naming sin plainly and trusting grace more than willpower. She has led small-group Bible studies for fifteen years.',
}
