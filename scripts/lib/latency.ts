/**
 * The latency part of `npm run bench` (`--only latency`): one client, one request after another,
 * for every list, detail and search answer a reader can ask for, pages and JSON alike. Each is
 * measured twice:
 * - warm: the same address again and again, as readers of a popular page see it (after the
 *   first answer it comes from the page, data or search cache);
 * - cold: an address nobody asked for during this run (another page number, another post, the
 *   same words in other letter case), so the cache has nothing and the database does the work.
 *   This is the cost that grows with the content if anything does.
 * Each line shows p50 and p95, marked when the p95 is over the goal: 30 ms for any list,
 * detail or search answer at any size of content (the bulk seed's 10,000 posts included).
 *
 * Cold addresses are picked at random, so a second run soon after the first may find some of
 * them cached by the first (page caches last 5 minutes, search answers 1 minute).
 */
const LATENCY_GOAL_MS = 30

type Timing = { p50: number; p95: number }

/** One answer to measure: a fixed address, and optionally fresh addresses asking the same kind of question. */
type Probe = { label: string; path: string; fresh?: string[] }

const percentiles = (times: number[]): Timing => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95) }
}

const timed = async (base: string, path: string) => {
  const started = performance.now()
  const res = await fetch(base + path)
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
  return performance.now() - started
}

const warm = async (base: string, path: string, requests: number) => {
  for (let i = 0; i < 5; i++) await timed(base, path)
  const times: number[] = []
  for (let i = 0; i < requests; i++) times.push(await timed(base, path))
  return percentiles(times)
}

const cold = async (base: string, paths: string[]) => {
  const times: number[] = []
  for (const path of paths) times.push(await timed(base, path))
  return percentiles(times)
}

const random = (below: number) => Math.floor(Math.random() * below)

/**
 * Up to `count` distinct whole numbers from `from` to `to` in random order, none in `taken`
 * (which they join), so a cold address is never one already asked for in this run.
 */
const freshNumbers = (from: number, to: number, count: number, taken: Set<number>) => {
  const left = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i).filter((n) => !taken.has(n))
  for (let i = left.length - 1; i > 0; i--) {
    const j = random(i + 1)
    ;[left[i], left[j]] = [left[j], left[i]]
  }
  const picked = left.slice(0, count)
  for (const n of picked) taken.add(n)
  return picked
}

/** A list split in two, so the page and the JSON never share an address (nor its data cache entry). */
const halves = <T>(list: T[]): [T[], T[]] => [list.slice(0, Math.ceil(list.length / 2)), list.slice(Math.ceil(list.length / 2))]

/** Marks PostgreSQL's text search reads as separators, never as operators (unlike - or "). */
const IGNORED = '.,;!?'

/**
 * `count` spellings of the same words (the search cache keys on what was typed; PostgreSQL's
 * text search does not care): another letter case, then trailing punctuation once the case
 * variants run out. `salt` starts each list somewhere else, so lists never share a spelling.
 */
const respellings = (query: string, salt: number, count: number) => {
  const isLetter = (c: string) => /\p{L}/u.test(c)
  const variants = 2 ** Math.min([...query].filter(isLetter).length, 16)
  return Array.from({ length: count }, (_, i) => {
    const n = salt + i
    let bit = 0
    const cased = [...query].map((c) => (isLetter(c) ? (Math.floor((n % variants) / 2 ** bit++) % 2 ? c.toUpperCase() : c.toLowerCase()) : c))
    let suffix = ''
    for (let rest = Math.floor(n / variants); rest > 0; rest = Math.floor(rest / IGNORED.length)) suffix += IGNORED[rest % IGNORED.length]
    return cased.join('') + suffix
  })
}

const getJson = async <T>(base: string, path: string): Promise<T> => {
  const res = await fetch(base + path)
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return (await res.json()) as T
}

/** The last page of a `/…/page/{n}` list, by halving: the pagination row shows only 5 numbers. */
const lastPage = async (base: string, basePath: string) => {
  const exists = async (page: number) => page === 1 || (await fetch(`${base}${basePath}/page/${page}`)).status === 200
  let low = 1
  let high = 2
  while (await exists(high)) [low, high] = [high, high * 2]
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2)
    if (await exists(mid)) low = mid
    else high = mid
  }
  return low
}

const firstLink = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]

type Paged = { items: { slug: string }[]; totalPages: number }

type Queries = { broad: string[]; selective: string; none: string }

/** Everything a reader can ask for, found through the site's own answers. */
const probes = async (base: string, requests: number, queries: Queries) => {
  const posts = await getJson<Paged>(base, '/api/posts')
  const postSlug = posts.items[0].slug
  const categories = await getJson<{ slug: string; count: number }[]>(base, '/api/categories')
  const category = [...categories].sort((a, b) => b.count - a.count)[0].slug
  const categoryPages = (await getJson<Paged>(base, `/api/category/${category}`)).totalPages
  const tag = firstLink(await (await fetch(`${base}/blog/${postSlug}`)).text(), /href="\/tag\/([^"/?#]+)"/)
  const tagPages = tag ? await lastPage(base, `/tag/${tag}`) : 0
  const [organization] = await getJson<{ slug: string }[]>(base, '/api/organizations')
  const music = (await getJson<Paged>(base, '/api/music-analysis')).items[0]?.slug
  const lyrics = (await getJson<Paged>(base, '/api/lyrics-analysis')).items[0]?.slug
  const pageLink = async (list: string, pattern: RegExp) => firstLink(await (await fetch(base + list)).text(), pattern)
  const media = await pageLink('/media', /href="(\/media\/(?!_)[^"?#/]+)"/)
  const plan = await pageLink('/reading-plans', /href="(\/reading-plans\/(?!_)[^"?#/]+)"/)
  const book = await pageLink('/reading-club', /href="(\/reading-club\/(?!_)[^"?#/]+)"/)
  const playlist = await pageLink('/playlists', /href="(\/playlists\/(?!_)[^"?#/]+)"/)

  const deep = posts.totalPages
  const taken = { posts: new Set([1, 2, deep]), category: new Set([1, categoryPages]), tag: new Set([1, tagPages]) }
  const [postPages, apiPostPages] = halves(freshNumbers(3, deep - 1, requests * 2, taken.posts))
  // Posts to open cold: the slugs on a few random pages (those pages are then warm, and skipped).
  const slugs: string[] = []
  for (const page of freshNumbers(3, deep - 1, Math.ceil((requests * 2) / 9), taken.posts)) {
    slugs.push(...(await getJson<Paged>(base, `/api/posts?page=${page}`)).items.map((p) => p.slug))
  }
  const [postSlugs, apiPostSlugs] = halves(slugs.slice(0, requests * 2))
  const [categoryPagesCold, apiCategoryPagesCold] = halves(freshNumbers(2, categoryPages - 1, requests * 2, taken.category))
  const tagPagesCold = freshNumbers(2, tagPages - 1, requests, taken.tag)
  const q = encodeURIComponent
  let salt = random(1000) * 4096
  const search = (path: string, words: string, page = 1) => ({
    path: `${path}?q=${q(words)}${page > 1 ? `&page=${page}` : ''}`,
    fresh: respellings(words, (salt += requests), requests).map((w) => `${path}?q=${q(w)}${page > 1 ? `&page=${page}` : ''}`),
  })
  const searches = (path: string): Probe[] => [
    ...queries.broad.flatMap((words) => [
      { label: `search "${words}"`, ...search(path, words) },
      { label: `search "${words}" page 2`, ...search(path, words, 2) },
      { label: `search "${words}" page 50`, ...search(path, words, 50) },
    ]),
    { label: `search "${queries.selective}"`, ...search(path, queries.selective) },
    { label: 'search, no match', ...search(path, queries.none) },
  ]

  const pages: Probe[] = [
    { label: 'home', path: '/' },
    { label: 'blog', path: '/blog' },
    { label: 'blog page 2', path: '/blog/page/2' },
    { label: `blog page ${deep} (last)`, path: `/blog/page/${deep}`, fresh: postPages.map((n) => `/blog/page/${n}`) },
    { label: 'post', path: `/blog/${postSlug}`, fresh: postSlugs.map((s) => `/blog/${s}`) },
    { label: 'category', path: `/category/${category}` },
    {
      label: `category page ${categoryPages} (last)`,
      path: `/category/${category}/page/${categoryPages}`,
      fresh: categoryPagesCold.map((n) => `/category/${category}/page/${n}`),
    },
    ...(tag
      ? [
          { label: 'tag', path: `/tag/${tag}` },
          { label: `tag page ${tagPages} (last)`, path: `/tag/${tag}/page/${tagPages}`, fresh: tagPagesCold.map((n) => `/tag/${tag}/page/${n}`) },
        ]
      : []),
    { label: 'organizations', path: '/organizations' },
    { label: 'organizations filtered', path: '/organizations?q=church&category=all' },
    ...(organization ? [{ label: 'organization', path: `/organizations/${organization.slug}` }] : []),
    { label: 'music analyses', path: '/music-analysis' },
    { label: 'music analyses filtered', path: '/music-analysis?verdict=unbiblical' },
    ...(music ? [{ label: 'music analysis', path: `/music-analysis/${music}` }] : []),
    { label: 'lyrics analyses', path: '/lyrics-analysis' },
    ...(lyrics ? [{ label: 'lyrics analysis', path: `/lyrics-analysis/${lyrics}` }] : []),
    { label: 'media', path: '/media' },
    { label: 'media filtered', path: '/media?verdict=Biblically%20Sound' },
    ...(media ? [{ label: 'media item', path: media }] : []),
    { label: 'reading plans', path: '/reading-plans' },
    ...(plan ? [{ label: 'reading plan', path: plan }] : []),
    { label: 'reading club', path: '/reading-club' },
    ...(book ? [{ label: 'book', path: book }] : []),
    { label: 'playlists', path: '/playlists' },
    ...(playlist ? [{ label: 'playlist', path: playlist }] : []),
    { label: 'rss', path: '/rss' },
    ...searches('/search'),
  ]
  const api: Probe[] = [
    { label: 'posts', path: '/api/posts' },
    { label: 'posts page 2', path: '/api/posts?page=2' },
    { label: `posts page ${deep} (last)`, path: `/api/posts?page=${deep}`, fresh: apiPostPages.map((n) => `/api/posts?page=${n}`) },
    { label: 'posts featured', path: '/api/posts/featured' },
    { label: 'posts latest', path: '/api/posts/latest' },
    { label: 'posts popular', path: '/api/posts/popular' },
    { label: 'post', path: `/api/posts/${postSlug}`, fresh: apiPostSlugs.map((s) => `/api/posts/${s}`) },
    { label: 'comments of a post', path: `/api/comments/${postSlug}` },
    { label: 'categories (with counts)', path: '/api/categories' },
    { label: 'category', path: `/api/category/${category}` },
    {
      label: `category page ${categoryPages} (last)`,
      path: `/api/category/${category}?page=${categoryPages}`,
      fresh: apiCategoryPagesCold.map((n) => `/api/category/${category}?page=${n}`),
    },
    { label: 'organizations', path: '/api/organizations' },
    { label: 'organizations filtered', path: '/api/organizations?q=church' },
    ...(organization ? [{ label: 'organization', path: `/api/organizations/${organization.slug}` }] : []),
    { label: 'music analyses', path: '/api/music-analysis' },
    ...(music ? [{ label: 'music analysis', path: `/api/music-analysis/${music}` }] : []),
    { label: 'lyrics analyses', path: '/api/lyrics-analysis' },
    { label: 'book of the month', path: '/api/reading-club/book-of-month' },
    ...searches('/api/search'),
  ]
  return { sections: [{ title: 'Pages', probes: pages }, { title: 'JSON', probes: api }], deep }
}

const ms = (n: number) => n.toFixed(1).padStart(8)
const overGoal = (t: Timing | null) => t !== null && t.p95 > LATENCY_GOAL_MS
const cell = (t: Timing | null) => (t ? ms(t.p50) + ms(t.p95) + (overGoal(t) ? ' !' : '  ') : ' '.repeat(18))

export type LatencyOptions = {
  requests: number
  /** Words that match nearly every post (each of the bulk seed's posts says "generated post"). */
  broad?: string[]
  /** Words that match a few documents. */
  selective?: string
}

/** Prints the latency table; returns how many answers had a p95 over the goal. */
export const latencyReport = async (base: string, { requests, broad = ['generated post', 'post'], selective = 'humility' }: LatencyOptions) => {
  const { sections, deep } = await probes(base, requests, { broad, selective, none: 'zqxjvbnonexistent' })
  console.log(`\nLatency: one client, ${requests} requests in sequence per column (${deep} pages of posts).`)
  console.log(`warm: the same address each time; cold: addresses not asked for before in this run (n when fewer); ! p95 over ${LATENCY_GOAL_MS} ms\n`)
  let over = 0
  let lines = 0
  for (const { title, probes: list } of sections) {
    console.log(title.padEnd(46) + 'warm p50'.padStart(8) + 'p95'.padStart(8) + '  ' + 'cold p50'.padStart(8) + 'p95'.padStart(8))
    for (const probe of list) {
      const w = await warm(base, probe.path, requests)
      const c = probe.fresh?.length ? await cold(base, probe.fresh) : null
      const n = probe.fresh && probe.fresh.length < requests ? `  n=${probe.fresh.length}` : ''
      lines++
      if (overGoal(w) || overGoal(c)) over++
      console.log('  ' + probe.label.slice(0, 43).padEnd(44) + cell(w) + cell(c) + n)
    }
    console.log('')
  }
  console.log(over ? `${over} of ${lines} answers over ${LATENCY_GOAL_MS} ms at p95` : `Every answer (${lines}) within ${LATENCY_GOAL_MS} ms at p95`)
  return over
}
