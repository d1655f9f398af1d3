/**
 * The 66 books of the Protestant canon, in order: the English name readers see, the address slug
 * (`/scripture/1-john/4`), the OSIS code the reference parser gives (`1John`) and the name the
 * SWORD module uses for it (for scripts/bible/generateWeb.ts).
 */
export type Book = { name: string; slug: string; osis: string; sword: string }

const book = (name: string, osis: string, sword = name): Book => ({ name, osis, sword, slug: name.toLowerCase().replace(/\s+/g, '-') })

export const BOOKS: readonly Book[] = [
  book('Genesis', 'Gen'),
  book('Exodus', 'Exod'),
  book('Leviticus', 'Lev'),
  book('Numbers', 'Num'),
  book('Deuteronomy', 'Deut'),
  book('Joshua', 'Josh'),
  book('Judges', 'Judg'),
  book('Ruth', 'Ruth'),
  book('1 Samuel', '1Sam', 'I Samuel'),
  book('2 Samuel', '2Sam', 'II Samuel'),
  book('1 Kings', '1Kgs', 'I Kings'),
  book('2 Kings', '2Kgs', 'II Kings'),
  book('1 Chronicles', '1Chr', 'I Chronicles'),
  book('2 Chronicles', '2Chr', 'II Chronicles'),
  book('Ezra', 'Ezra'),
  book('Nehemiah', 'Neh'),
  book('Esther', 'Esth'),
  book('Job', 'Job'),
  book('Psalms', 'Ps'),
  book('Proverbs', 'Prov'),
  book('Ecclesiastes', 'Eccl'),
  book('Song of Solomon', 'Song'),
  book('Isaiah', 'Isa'),
  book('Jeremiah', 'Jer'),
  book('Lamentations', 'Lam'),
  book('Ezekiel', 'Ezek'),
  book('Daniel', 'Dan'),
  book('Hosea', 'Hos'),
  book('Joel', 'Joel'),
  book('Amos', 'Amos'),
  book('Obadiah', 'Obad'),
  book('Jonah', 'Jonah'),
  book('Micah', 'Mic'),
  book('Nahum', 'Nah'),
  book('Habakkuk', 'Hab'),
  book('Zephaniah', 'Zeph'),
  book('Haggai', 'Hag'),
  book('Zechariah', 'Zech'),
  book('Malachi', 'Mal'),
  book('Matthew', 'Matt'),
  book('Mark', 'Mark'),
  book('Luke', 'Luke'),
  book('John', 'John'),
  book('Acts', 'Acts'),
  book('Romans', 'Rom'),
  book('1 Corinthians', '1Cor', 'I Corinthians'),
  book('2 Corinthians', '2Cor', 'II Corinthians'),
  book('Galatians', 'Gal'),
  book('Ephesians', 'Eph'),
  book('Philippians', 'Phil'),
  book('Colossians', 'Col'),
  book('1 Thessalonians', '1Thess', 'I Thessalonians'),
  book('2 Thessalonians', '2Thess', 'II Thessalonians'),
  book('1 Timothy', '1Tim', 'I Timothy'),
  book('2 Timothy', '2Tim', 'II Timothy'),
  book('Titus', 'Titus'),
  book('Philemon', 'Phlm'),
  book('Hebrews', 'Heb'),
  book('James', 'Jas'),
  book('1 Peter', '1Pet', 'I Peter'),
  book('2 Peter', '2Pet', 'II Peter'),
  book('1 John', '1John', 'I John'),
  book('2 John', '2John', 'II John'),
  book('3 John', '3John', 'III John'),
  book('Jude', 'Jude'),
  book('Revelation', 'Rev', 'Revelation of John'),
]

const byOsis = new Map(BOOKS.map((b) => [b.osis, b]))
const bySlug = new Map(BOOKS.map((b) => [b.slug, b]))

export const bookByOsis = (osis: string): Book | undefined => byOsis.get(osis)
export const bookBySlug = (slug: string): Book | undefined => bySlug.get(slug)
