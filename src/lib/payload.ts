import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The one Payload instance (cached by Payload itself across calls and hot reloads), for the edge
 * only: pages, layouts and server components, route handlers and `route()`. Everything below takes
 * `payload` from its caller, since the config this loads loads the collections, their hooks and
 * what they call (the shape check in .dependency-cruiser.cjs keeps it so).
 */
export const payloadClient = () => getPayload({ config })
