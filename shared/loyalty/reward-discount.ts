// What a reward takes off an online order (decision 157), without zod: checkout's Lambda and page
// import it beside their own schemas.

/** A card payment online is at least 30p (the payment provider's minimum in pounds), so a reward leaves that much to pay. */
export const MIN_CARD_PAYMENT_PENCE = 30;

/** The reward's value, leaving at least the card minimum to pay. */
export function onlineRewardDiscount(valuePence: number, orderPence: number): number {
  return Math.max(0, Math.min(valuePence, orderPence - MIN_CARD_PAYMENT_PENCE));
}
