/**
 * Ghost's members become newsletter subscribers, marked as imported, with the consent they gave
 * there: one who received the newsletter is subscribed, one who did not is kept unsubscribed
 * (so no one is ever mailed who did not ask). Nobody is e-mailed by the import: no confirmation,
 * no welcome. An address already on the list is left as it is.
 */
import { newSubscriberToken } from '@/collections/newsletter-subscribers/token'
import { AlreadyRecorded, recordItem, recordsOf } from '@/lib/db/importRecords'
import type { SourceMember } from '../model'
import { broughtInElsewhere, counted, inTransaction, local, type ImportRun } from './context'
import { itemKey } from './keys'

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/

export const importMember = async (run: ImportRun, member: SourceMember, source: string): Promise<boolean> => {
  const email = member.email.trim().toLowerCase()
  if (!EMAIL.test(email)) return false
  const key = itemKey(run.sourceId, 'member', email)
  if ((await recordsOf(run.payload, [key])).has(key)) {
    run.summary.unchanged++
    return false
  }
  const created = await inTransaction(run, async (req) => {
    const { totalDocs } = await req.payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, req, overrideAccess: true })
    if (totalDocs > 0) return false
    const doc = await req.payload.create({
      collection: 'newsletter-subscribers',
      data: {
        email,
        status: member.subscribed ? 'active' : 'unsubscribed',
        confirmedAt: member.subscribed ? (member.createdAt ?? new Date()).toISOString() : undefined,
        imported: true,
        consent: member.subscribed ? `Subscribed to e-mails on ${source}` : `Not subscribed to e-mails on ${source}`,
        token: newSubscriberToken(),
      } as never,
      ...local(req),
    })
    await recordItem(run.payload, req, { importId: run.importId, key, collection: 'newsletter-subscribers', docId: Number(doc.id), created: true })
    return true
  }).catch(async (error: unknown) => {
    // Another run of this import brought them in meanwhile: the copy here was rolled back.
    if (!(error instanceof AlreadyRecorded) && (await broughtInElsewhere(run, key)) === null) throw error
    run.summary.unchanged++
    return false
  })
  if (created) counted(run, 'newsletter-subscribers')
  return created
}
