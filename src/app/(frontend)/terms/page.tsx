import { CmsPage, cmsPageMetadata } from '@/components/pages/CmsPage'

const SLUG = 'terms'

export const generateMetadata = () => cmsPageMetadata(SLUG)

export default function TermsPage() {
  return <CmsPage slug={SLUG} />
}
