import { payloadClient } from '@/lib/payload'

export type SiteInfo = { title: string; description: string; copyright: string }

export const getSiteInfo = async (): Promise<SiteInfo> => {
  const payload = await payloadClient()
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return {
    title: s.title || 'Renewed Mind',
    description: s.description || '',
    copyright: s.copyright || '',
  }
}
