import { serverError } from './responses'

type Handler<C> = (req: Request, context: C) => Promise<Response>

/**
 * Wraps a route handler so that nothing unexpected leaks: an uncaught error is logged on
 * the server and answered with a plain 500 message, never a stack trace.
 */
export const route =
  <C = unknown>(handler: Handler<C>): Handler<C> =>
  async (req, context) => {
    try {
      return await handler(req, context)
    } catch (error) {
      console.error(`[api] ${req.method} ${new URL(req.url).pathname} failed`, error)
      return serverError()
    }
  }

/** Route params (`{ params: Promise<...> }` in Next 16) resolved. */
export const params = async <P>(context: { params: Promise<P> }): Promise<P> => context.params
