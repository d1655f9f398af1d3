import type { PayloadRequest } from 'payload'

/** "grace", then "grace-2", "grace-3", …: the numbered slugs after one that is taken. */
export const numberedSlug = (slug: string, n: number) => (n === 1 ? slug : `${slug.slice(0, 90)}-${n}`)

/**
 * The first of `candidate(1)`, `candidate(2)`, … that no document of `collection` has in `field`
 * (and that `allowed` accepts): what an imported item takes when its own value is taken here.
 */
export const firstFree = async (
  req: PayloadRequest,
  collection: 'posts' | 'pages' | 'categories' | 'tags',
  field: 'slug' | 'name',
  candidate: (n: number) => string,
  allowed: (value: string) => boolean = () => true,
): Promise<string> => {
  for (let n = 1; ; n++) {
    const value = candidate(n)
    if (!allowed(value)) continue
    const { totalDocs } = await req.payload.count({ collection, where: { [field]: { equals: value } }, req, overrideAccess: true })
    if (totalDocs === 0) return value
  }
}
