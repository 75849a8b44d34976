// Issue 32 (item 2's rule): the emails and texts with no link carry none, and the shop order emails
// whose link no journey opens link to the same order page as those it does (the table of every kind
// and where its links are opened is test/e2e/platform/message-links.test.ts).
import { describe, expect, it } from 'vitest';
import type { EmailContent } from '../../../functions/mail/compose-email';
import { emailChangeRequestedMessage } from '../../../functions/mail/templates/email-change-requested';
import { enquiryReplyMessage } from '../../../functions/mail/templates/enquiry-reply';
import { jobClaimCodeMessage, jobClaimCodeText } from '../../../functions/mail/templates/job-claim-code';
import { passwordChangedMessage } from '../../../functions/mail/templates/password-changed';
import { phoneCodeText } from '../../../functions/mail/templates/phone-code';
import { webhookDisabledMessage } from '../../../functions/mail/templates/webhook-disabled';
import { lowStockDigestMessage } from '../../../functions/mail/templates/low-stock-digest';
import { purchaseOrderCancelledMessage, purchaseOrderMessage } from '../../../functions/mail/templates/purchase-order';
import { tradeInDocumentMessage } from '../../../functions/mail/templates/trade-in-document';
import { giftCardMessage } from '../../../functions/mail/templates/gift-card';
import { orderDispatchedMessage, orderNotHonouredMessage, orderReadyMessage } from '../../../functions/mail/templates/shop-order-emails';
import { DEFAULT_SMS_TEMPLATES, SMS_PLACEHOLDERS, renderSmsTemplate, type SmsTemplateKind } from '../../../shared/messaging/sms-templates';
import type { Order } from '../../../shared/schemas/shop/order';
import type { PurchaseOrder } from '../../../shared/schemas/suppliers/purchase-order';
import type { TradeIn } from '../../../shared/schemas/trade-ins/trade-in';

const URL_IN_TEXT = /https?:\/\/|www\./;

const purchaseOrder: PurchaseOrder = {
  id: '01J0000000000000000000000A',
  number: 'PO-000042',
  supplierId: '01J0000000000000000000000B',
  supplierName: 'Parts Direct',
  supplierEmail: 'orders@parts.example',
  status: 'Ordered',
  lines: [{ lineId: 'L1', productId: 'P1', supplierSku: 'SCR-IP13', description: 'iPhone 13 screen', quantity: 2, unitCostPence: 4500, receivedQuantity: 0 }],
  totalPence: 9000,
  receipts: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
};

const tradeIn = {
  id: '01J0000000000000000000000E',
  status: 'bought',
  device: { model: 'iPhone 13', storage: '128GB', colour: 'Blue', imei: '356938035643809' },
  checklist: { screen: 'flawless', body: 'light-wear', batteryHealthPercent: 88, functionsWork: true, activationLockOff: true },
  grade: 'B',
  offerPence: 21000,
  warnings: [],
  seller: { name: 'Siobhán Kelly', addressLine1: '1 Lisburn Road', town: 'Belfast', postcode: 'BT9 6AA', email: 'siobhan@example.com' },
  payout: { method: 'cash', amountPence: 21000, paidAt: '2026-11-20T10:00:00.000Z', by: { userId: 'U1', name: 'Aoife M.' } },
  documentNumber: 'PD-000042',
  refurbishment: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: { userId: 'U1', name: 'Aoife M.' },
  updatedAt: '2026-11-20T10:00:00.000Z',
} as const satisfies TradeIn;

const order: Order = {
  id: '01J0000000000000000000000C',
  userId: '01J0000000000000000000000D',
  email: 'siobhan@example.com',
  firstName: 'Siobhán',
  status: 'Dispatched',
  fulfilment: 'delivery',
  lines: [{ productId: 'P1', name: 'Clear case for iPhone 15', sku: 'CAS-001', unitPricePence: 1299, quantity: 1, unitIds: [], refundedQuantity: 0 }],
  goodsPence: 1299,
  deliveryPence: 399,
  totalPence: 1698,
  vatPence: 283,
  refundedPence: 0,
  refunds: [],
  holdExpiresAt: '2026-11-20T10:15:00.000Z',
  paymentSessionId: 'cs_test_1',
  paymentUrl: 'https://pay.example/cs_test_1',
  paymentFailures: 0,
  trackingReference: 'RM123456789GB',
  history: [],
  siteOrigin: 'https://shop.example',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('emails with no link', () => {
  it.each<[string, EmailContent]>([
    ['email-change-requested', emailChangeRequestedMessage({ firstName: 'Siobhán', newEmail: 'new@example.com' })],
    ['password-changed', passwordChangedMessage({ firstName: 'Siobhán', at: new Date('2026-11-20T10:00:00Z'), how: 'changed' })],
    ['enquiry-reply', enquiryReplyMessage({ name: 'Siobhán', reply: 'Yes, we fix those.', message: 'Do you fix Switch sticks?' })],
    ['job-claim-code', jobClaimCodeMessage({ firstName: 'Siobhán', jobNumber: 'DRS-10421', code: '123456' })],
    ['purchase-order', purchaseOrderMessage(purchaseOrder)],
    ['purchase-order-cancelled', purchaseOrderCancelledMessage(purchaseOrder)],
    ['trade-in-document', tradeInDocumentMessage(tradeIn)],
    ['webhook-disabled', webhookDisabledMessage({ name: 'hooks.example.com', failingSince: '2026-11-20T10:00:00.000Z' })],
    ['low-stock-digest', lowStockDigestMessage({ firstName: 'Siobhán', items: [{ productId: 'P1', name: 'USB-C cable', sku: 'CAB-USBC', available: 1, lowStockThreshold: 2, lowSince: '2026-11-20T10:00:00.000Z' }] })],
  ])('%s has no link', (_, email) => {
    expect(email.links).toEqual([]);
    expect(email.text).not.toMatch(URL_IN_TEXT);
    expect(email.html).not.toContain('href=');
  });
});

describe('the gift card email', () => {
  it('links to the public gift card page with the code in the fragment, never in the path or query (decision 347)', () => {
    const email = giftCardMessage({ code: '7K3M9QXA2B4C6D8E', initialPence: 2500, balancePence: 2500, issuedAt: '2026-11-20T10:00:00.000Z', soldVia: 'online', fromName: 'Ciara', message: 'Happy birthday!' }, 'https://shop.example');

    expect(email.links).toEqual(['https://shop.example/gift-cards#7K3M-9QXA-2B4C-6D8E']);
    expect(email.text).toContain('Gift card code: 7K3M-9QXA-2B4C-6D8E');
  });
});

describe('texts with no link', () => {
  it.each(['booking-confirmed', 'booking-cancelled', 'mail-in-received', 'mail-in-returned'] as const satisfies readonly SmsTemplateKind[])('%s has no link', (kind) => {
    expect(renderSmsTemplate(DEFAULT_SMS_TEMPLATES[kind], SMS_PLACEHOLDERS[kind])).not.toMatch(URL_IN_TEXT);
    expect(Object.keys(SMS_PLACEHOLDERS[kind])).not.toContain('link');
  });

  it('the phone code and the job claim code texts have no link', () => {
    expect(phoneCodeText('123456')).not.toMatch(URL_IN_TEXT);
    expect(jobClaimCodeText({ jobNumber: 'DRS-10421', code: '123456' })).not.toMatch(URL_IN_TEXT);
  });
});

describe('shop order emails no journey opens', () => {
  const orderPage = 'https://shop.example/shop/orders/01J0000000000000000000000C';

  it('dispatched links to the order page, as order-ready does, besides Royal Mail tracking', () => {
    expect(orderReadyMessage(order).links).toEqual([orderPage]);
    expect(orderDispatchedMessage(order).text).toContain(orderPage);
    expect(orderDispatchedMessage(order).links).toEqual(['https://www.royalmail.com/track-your-item#/tracking-results/RM123456789GB']);
  });

  it('not honoured links to the order page, as order-ready does', () => {
    expect(orderNotHonouredMessage(order).links).toEqual([orderPage]);
  });
});
