import type { SanitizedConfig } from 'payload'

/**
 * The admin shows no "API" tab on a document, nor the API address beside it: the creator and the
 * editors work in the form, and a JSON view of the document is a developer's word. The REST API
 * itself is unchanged (src/app/(payload)/cms-api). Applied to the built config, so the plugins'
 * collections and globals lose it too.
 */
export const withoutApiTab = (config: SanitizedConfig): SanitizedConfig => {
  for (const entity of [...config.collections, ...config.globals]) {
    entity.admin = { ...entity.admin, hideAPIURL: true }
  }
  return config
}
