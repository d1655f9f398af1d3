import { CmsPage, cmsPageMetadata } from '@/components/pages/CmsPage'

const SLUG = 'disclaimer'

export const generateMetadata = () => cmsPageMetadata(SLUG)

export default function DisclaimerPage() {
  return <CmsPage slug={SLUG} />
}
