import { CmsPage, cmsPageMetadata } from '@/components/pages/CmsPage'

type Props = { params: Promise<{ slug: string }> }

export const generateMetadata = async ({ params }: Props) => cmsPageMetadata((await params).slug)

/** A page the creator made (or imported) beyond the site's own: /{slug}. Unknown ones are 404s. */
export default async function CreatorPage({ params }: Props) {
  return <CmsPage slug={(await params).slug} />
}
