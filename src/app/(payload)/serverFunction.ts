'use server'
/* The admin panel's server functions (form state, list and document rendering), for the creator. */
import config from '@payload-config'
import { handleServerFunctions } from '@payloadcms/next/layouts'
import { UnauthorizedError, type ServerFunctionClient } from 'payload'

import { importMap } from './admin/importMap.js'
import { adminViewer } from './adminViewer'

/*
 * A member never gets the admin panel, so never its server functions either (an action can be
 * called directly). Anonymous visitors still reach Payload's, which the sign-in form uses and
 * which check access themselves.
 */
export const serverFunction: ServerFunctionClient = async (args) => {
  if ((await adminViewer()) === 'member') throw new UnauthorizedError()
  return handleServerFunctions({ ...args, config, importMap })
}
