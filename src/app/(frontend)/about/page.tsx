import { CmsPage, cmsPageMetadata } from '@/components/pages/CmsPage'

const SLUG = 'about'

export const generateMetadata = () => cmsPageMetadata(SLUG)

export default function AboutPage() {
  return <CmsPage slug={SLUG} />
}
