/** "$25" for a whole amount, "$25.50" otherwise, in the gift's currency (US dollars on this site). */
export const giftAmount = (amount: number, currency = 'usd'): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
