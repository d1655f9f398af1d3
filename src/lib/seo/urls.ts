import { serverUrl } from '@/lib/serverUrl'

/** The absolute URL of a site path ("/blog/grace"): canonical links, feeds and sitemaps need one. */
export const absoluteUrl = (path: string): string => new URL(path, `${serverUrl()}/`).toString()

/** A site path with its page number: "/blog" page 2 is "/blog/page/2", the home page's is "/page/2". */
export const pagedPath = (basePath: string, page = 1): string =>
  page > 1 ? `${basePath === '/' ? '' : basePath}/page/${page}` : basePath
