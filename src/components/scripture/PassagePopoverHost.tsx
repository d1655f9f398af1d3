import { getBibleSite } from '@/lib/data/site'
import { payloadClient } from '@/lib/payload'
import { PassagePopover } from './PassagePopover'

/**
 * The page's one passage popover, with the Bible website the creator chose for its "read in
 * context" link. In the main column, so the popover reads as part of the page's content.
 */
export async function PassagePopoverHost() {
  const payload = await payloadClient()
  return <PassagePopover site={await getBibleSite(payload)} />
}
