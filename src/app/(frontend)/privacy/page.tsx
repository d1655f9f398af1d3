import { CmsPage, cmsPageMetadata } from '@/components/pages/CmsPage'

const SLUG = 'privacy'

export const generateMetadata = () => cmsPageMetadata(SLUG)

export default function PrivacyPage() {
  return <CmsPage slug={SLUG} />
}
