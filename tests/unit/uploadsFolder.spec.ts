import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

describe('where uploads are kept', () => {
  it('is media/ at the project root unless UPLOADS_DIR names another folder', async () => {
    vi.stubEnv('UPLOADS_DIR', '')
    const { Uploads } = await import('@/collections/uploads/collection')
    const upload = Uploads.upload
    expect(typeof upload === 'object' && upload.staticDir).toBe(path.resolve(import.meta.dirname, '../../media'))
  })
})
