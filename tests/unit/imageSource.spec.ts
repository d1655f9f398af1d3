import { describe, expect, it } from 'vitest'

import { imageSourceWithFragment } from '@/server/paths'

describe('imageSourceWithFragment', () => {
  it('finds a fragment on the image optimizer’s source, escaped or not', () => {
    expect(imageSourceWithFragment('/_next/image?url=%2Fcms-api%2Fuploads%2Ffile%2Fa.webp%23x1&w=640&q=75')).toBe(true)
    expect(imageSourceWithFragment('/_next/image?w=640&url=/cms-api/uploads/file/a.webp%23&q=75')).toBe(true)
    expect(imageSourceWithFragment('/_next/image?url=/cms-api/uploads/file/a.webp&url=/b.webp%23y')).toBe(true)
  })

  it('lets every other address through', () => {
    expect(imageSourceWithFragment('/_next/image?url=%2Fcms-api%2Fuploads%2Ffile%2Fa.webp&w=640&q=75')).toBe(false)
    expect(imageSourceWithFragment('/blog/post?url=a%23b')).toBe(false)
    expect(imageSourceWithFragment('/_next/image')).toBe(false)
  })
})
