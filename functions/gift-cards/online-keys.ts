// A gift card bought online (decision 345): its payment purpose, what the buyer asked for and its issue record's key,
// shared by the page (online-purchase.ts) and the webhook's handler (online-purpose.ts).
export const GIFT_CARD_ORDER_PURPOSE = 'gift-card-order';

/** What the buyer asked for, kept on the page's intent until the payment arrives. */
export interface GiftCardPurchase {
  amountPence: number;
  buyerEmail: string;
  emailTo?: string;
  recipientName?: string;
  fromName?: string;
  message?: string;
  siteOrigin: string;
}

/** The issue record's key of an online purchase: written once, with the card. */
export const onlineIssueKey = (purchaseId: string) => `online:${purchaseId}`;
