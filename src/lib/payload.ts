import config from '@payload-config'
import { getPayload } from 'payload'

/** The one Payload instance (cached by Payload itself across calls and hot reloads). */
export const payloadClient = () => getPayload({ config })
