import type { SendEmailOptions } from 'payload'

import { giftAmount } from '@/collections/donations/amount'
import type { CompletedGift } from '@/collections/donations/webhook'
import { oneLine } from './oneLine'

type Thanked = Pick<CompletedGift, 'amount' | 'currency' | 'frequency' | 'donorName'> & { donorEmail: string }

/** The donor's thank-you; replies reach the ministry's contact address when there is one. */
export const donationThankYouEmail = (gift: Thanked, siteTitle: string, replyTo: string | null): SendEmailOptions => {
  const title = oneLine(siteTitle)
  const amount = giftAmount(gift.amount, gift.currency)
  const name = gift.donorName ? oneLine(gift.donorName) : ''
  return {
    to: name ? { name, address: gift.donorEmail } : gift.donorEmail,
    ...(replyTo ? { replyTo } : {}),
    subject: `Thank you for supporting ${title}`,
    text: [
      name ? `Dear ${name},` : 'Hello,',
      '',
      gift.frequency === 'monthly'
        ? `Thank you for your monthly support of ${amount}. Your gift will be taken each month until you cancel it.`
        : `Thank you for your gift of ${amount}.`,
      '',
      `Every gift helps ${title} keep writing, studying and sharing God's Word freely with everyone who visits.`,
      '',
      '"God loves a cheerful giver." (2 Corinthians 9:7, WEB)',
      '',
      replyTo
        ? 'If you have a question about your gift, or want to change or cancel it, simply reply to this e-mail.'
        : 'If you have a question about your gift, or want to change or cancel it, please write to us through the contact page.',
      '',
      'With gratitude,',
      title,
    ].join('\n'),
  }
}
