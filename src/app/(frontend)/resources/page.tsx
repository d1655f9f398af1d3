import { CmsPage, cmsPageMetadata } from '@/components/pages/CmsPage'

const SLUG = 'resources'

export const generateMetadata = () => cmsPageMetadata(SLUG)

export default function ResourcesPage() {
  return <CmsPage slug={SLUG} />
}
