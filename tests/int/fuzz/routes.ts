/**
 * The route handler behind a documented path and method, found by importing the route file
 * Next would serve it from ("/api/posts/{slug}" → src/app/(frontend)/api/posts/[slug]/route.ts),
 * so the fuzz covers whatever the routes are, however they are declared.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Handler } from './send'

const appDir = path.resolve(__dirname, '../../../src/app/(frontend)')

export const routeFile = (apiPath: string): string =>
  path.join(appDir, ...apiPath.split('/').filter(Boolean).map((segment) => segment.replace(/^\{(\w+)\}$/, '[$1]')), 'route.ts')

export const routeHandler = async (apiPath: string, method: string): Promise<Handler> => {
  const file = routeFile(apiPath)
  if (!existsSync(file)) throw new Error(`${method} ${apiPath} is documented, but ${path.relative(process.cwd(), file)} does not exist`)
  const handler = ((await import(file)) as Record<string, unknown>)[method]
  if (typeof handler !== 'function') throw new Error(`${path.relative(process.cwd(), file)} exports no ${method}`)
  return handler as Handler
}
