import { isFormPost } from './body'

/**
 * A route's `failure` for routes with `forms`: a guard's refusal (invalid fields, rate limit,
 * signed out, cross-site) of a form the browser sent itself becomes `back(status, req)`, a
 * redirect to the page with a code; the site's own JSON requests get `json(response)`. An
 * oversized body keeps its 413 either way: none of the site's forms can send one.
 */
export const formFailure =
  (
    back: (status: number, req: Request) => Response | Promise<Response>,
    json: (response: Response) => Promise<Response> = async (response) => response,
  ) =>
  async (response: Response, req: Request): Promise<Response> =>
    isFormPost(req) && response.status !== 413 ? back(response.status, req) : json(response)
