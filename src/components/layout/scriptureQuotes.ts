/** Footer verses, from the World English Bible (public domain). */
export const FOOTER_QUOTES = [
  {
    text: 'Don’t be conformed to this world, but be transformed by the renewing of your mind, so that you may prove what is the good, well-pleasing, and perfect will of God.',
    reference: 'Romans 12:2 (WEB)',
  },
  {
    text: 'Your word is a lamp to my feet, and a light for my path.',
    reference: 'Psalm 119:105 (WEB)',
  },
  {
    text: 'Beloved, don’t believe every spirit, but test the spirits, whether they are of God, because many false prophets have gone out into the world.',
    reference: '1 John 4:1 (WEB)',
  },
] as const
