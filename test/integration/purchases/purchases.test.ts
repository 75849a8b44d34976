// The customer's purchases, job sheets and device profiles against DynamoDB Local (decisions 295-297):
// a till receipt, a paid online order and a refund's credit note listed newest first, each document
// the account's own; a walk-in whose repair was collected at the till sees its invoice (and a later
// credit note) once they claim the job; a receipt claimed with its code appears; each list is one
// Query, paged with a cursor no other account can use.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import type { Purchase } from '../../../shared/schemas/purchases/purchase';
import { newCustomerItems } from '../../../functions/data/customers';
import { writePurchases } from '../../../functions/data/purchases';
import { transactWrite } from '../../../functions/data/transact';
import { db, tableName } from '../../../functions/data/client';
import * as keys from '../../../functions/data/keys';
import { backfillPurchaseRows } from '../../../scripts/local/backfill-purchase-rows';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { newQrCode } from '../../../functions/repairs/qr-codes';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { invoke } from '../../support/invoke';
import { countDynamoRequests, createCustomerRecord, moveJob, openWalkIn, signedInUser, uniqueContact, type SignedIn } from '../repairs/repair-helpers';
import { paymentFor, placeOrder } from '../shop/online-order-helpers';
import { stockedProduct } from '../shop/shop-helpers';

useLocalBus();
// The shop has one drawer: the till's test files take turns with it.
takeDrawerTurn();

let admin: SignedIn;
const key = () => randomUUID();
const drawer = async () => (await invoke(routes.getCurrentDrawer, admin.as)).body.session;
const sell = (body: Record<string, unknown>) => invoke(routes.createSale, { ...admin.as, body: { idempotencyKey: key(), ...body } });
const custom = (unitPence: number) => ({ kind: 'custom', description: 'Screen protector fitting', quantity: 1, unitPence });
const cash = (amountPence: number) => [{ method: 'cash', amountPence }];
const purchasesOf = async (as: object, cursor?: string) => invoke(routes.listMyPurchases, { ...as, ...(cursor ? { query: { cursor } } : {}) });
const numbers = (body: { purchases: Purchase[] }) => body.purchases.map((p) => p.number);

async function linkedRecord(userId: string): Promise<string> {
  const qrCode = newQrCode();
  await transactWrite(newCustomerItems({ qrCode, firstName: 'Aoife', lastName: 'Byrne', phone: `07${randomInt(100_000_000, 1_000_000_000)}`, userId, createdAt: new Date().toISOString() }));
  return qrCode;
}

/** A walk-in repair Ready for collection, its line £45.00. */
async function readyJob(body: Record<string, unknown> = {}): Promise<{ qrCode: string; jobNumber: string }> {
  const job = await openWalkIn(admin, body);
  expect((await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'part', description: 'Screen', quantity: 1, unitPence: 4500 } })).status).toBe(200);
  for (const status of ['In repair', 'Quality check', 'Ready for collection']) expect((await moveJob(admin, job.qrCode, status)).status).toBe(200);
  return job;
}

beforeAll(async () => {
  admin = await signedInUser('admin');
  if (!(await drawer())) expect((await invoke(routes.openDrawer, { ...admin.as, body: { floatPence: 10_000 } })).status).toBe(201);
});

afterAll(async () => {
  const open = await drawer();
  if (open) await invoke(routes.closeDrawer, { ...admin.as, body: { sessionId: open.sessionId, count: {} } });
});

describe("an account's purchases", () => {
  it('lists a till receipt, a paid online order and a credit note newest first, each document the account’s own', async () => {
    const product = await stockedProduct(5);
    const { customer, orderId } = await placeOrder(product.id, 1);
    const customerQr = await linkedRecord(customer.userId);
    const receipt = (await sell({ customerQr, lines: [custom(1500)], payments: cash(1500) })).body;
    expect((await (await paymentFor(orderId)).send()).status).toBe(200);
    const refunded = await invoke(routes.refundSale, { ...admin.as, params: { saleId: receipt.saleId }, body: { idempotencyKey: key(), reason: 'Changed their mind', lines: [{ lineId: 'L1', quantity: 1, restock: false }] } });
    expect(refunded.status).toBe(201);
    const creditNote = refunded.body.refunds[0].creditNoteNumber;

    const listed = await purchasesOf(customer.cookies);

    expect(listed.status).toBe(200);
    const [note, order, till] = listed.body.purchases as Purchase[];
    expect(listed.body.purchases).toHaveLength(3);
    expect(note).toMatchObject({ kind: 'credit-note', number: creditNote, totalPence: 1500, invoiceNumber: receipt.invoiceNumber, refundedTo: [{ name: 'Cash', amountPence: 1500 }] });
    expect(order).toMatchObject({ kind: 'order', orderId, totalPence: product.pricePence });
    expect(till).toMatchObject({ kind: 'receipt', number: receipt.invoiceNumber, issuedAt: receipt.soldAt, totalPence: 1500 });
    expect(listed.body.nextCursor).toBeUndefined();

    const invoice = await invoke(routes.getMyPurchaseDocument, { ...customer.cookies, params: { number: receipt.invoiceNumber } });
    const note2 = await invoke(routes.getMyPurchaseDocument, { ...customer.cookies, params: { number: creditNote } });
    const orderInvoice = await invoke(routes.getMyPurchaseDocument, { ...customer.cookies, params: { number: order!.number } });
    expect(invoice.body).toMatchObject({ kind: 'invoice', invoice: { number: receipt.invoiceNumber, totalPence: 1500 } });
    expect(note2.body).toMatchObject({ kind: 'creditNote', creditNote: { number: creditNote }, invoice: { number: receipt.invoiceNumber } });
    expect(orderInvoice.body).toMatchObject({ kind: 'invoice', invoice: { source: { kind: 'online', orderId } } });

    // Another account's document is answered like one that does not exist.
    const stranger = await signedInUser('customer');
    const theirs = await invoke(routes.getMyPurchaseDocument, { ...stranger.as, params: { number: receipt.invoiceNumber } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('None of your purchases has that number.');
    expect((await purchasesOf(stranger.as)).body).toEqual({ purchases: [] });
    expect((await invoke(routes.getMyPurchaseDocument, { ...stranger.as, params: { number: 'INV-12' } })).status).toBe(400);
    expect((await invoke(routes.listMyPurchases, {})).status).toBe(401);
  });

  it('shows a walk-in the repair invoice of a job collected before they claimed it, and its later credit note', async () => {
    const owner = await signedInUser('customer');
    const record = (await createCustomerRecord(admin, { phone: uniqueContact().phone, email: owner.user.email })).body;
    const job = await readyJob({ customerQr: record.qrCode });
    const sale = (await sell({ lines: [{ kind: 'repair', jobQr: job.qrCode }], payments: cash(4500) })).body;
    expect((await purchasesOf(owner.as)).body.purchases).toEqual([]);

    expect((await invoke(routes.claimJob, { ...owner.as, body: { qrCode: job.qrCode } })).body.message).toBe('The repair is now in your account.');

    const afterClaim = await purchasesOf(owner.as);
    expect(afterClaim.body.purchases).toEqual([{ kind: 'repair-invoice', number: sale.invoiceNumber, issuedAt: sale.soldAt, totalPence: 4500 }]);
    const refund = await invoke(routes.refundSale, { ...admin.as, params: { saleId: sale.saleId }, body: { idempotencyKey: key(), reason: 'Screen faulty', lines: [{ lineId: 'L1', quantity: 1, restock: false }] } });
    expect(refund.status).toBe(201);
    const afterRefund = (await purchasesOf(owner.as)).body;
    expect(numbers(afterRefund)).toEqual([refund.body.refunds[0].creditNoteNumber, sale.invoiceNumber]);
    expect(afterRefund.purchases[0].refundedTo).toEqual([{ name: 'Cash', amountPence: 4500 }]);

    // The job sheet and the device profile are the account's too.
    const sheets = await invoke(routes.listMyJobSheets, owner.as);
    const devices = await invoke(routes.listMyDeviceProfiles, owner.as);
    expect(sheets.body.jobSheets.map((j: { jobNumber: string }) => j.jobNumber)).toEqual([job.jobNumber]);
    expect(devices.body.deviceProfiles).toHaveLength(1);
    expect(devices.body.deviceProfiles[0].warranty.state).toBe('active');
  });

  it("adds a receipt to the account that claims its points with the receipt's code", async () => {
    const member = await signedInUser('customer');
    const job = await readyJob();
    const sale = (await sell({ lines: [{ kind: 'repair', jobQr: job.qrCode }, custom(500)], payments: cash(5000) })).body;
    expect((await purchasesOf(member.as)).body.purchases).toEqual([]);

    const claimed = await invoke(routes.claimReceiptPoints, { ...member.as, body: { code: sale.receiptCode } });

    expect(claimed.status).toBe(200);
    expect((await purchasesOf(member.as)).body.purchases).toEqual([{ kind: 'repair-invoice', number: sale.invoiceNumber, issuedAt: sale.soldAt, totalPence: 5000 }]);
  });
});

describe('purchases issued before the Purchases page', () => {
  it("are given their rows by the seed's backfill, under the account the sale's record is linked to", async () => {
    const owner = await signedInUser('customer');
    const customerQr = await linkedRecord(owner.user.id);
    const sale = (await sell({ customerQr, lines: [custom(700)], payments: cash(700) })).body;
    // As a sale made before decision 295 was stored: no row.
    await db.send(new DeleteCommand({ TableName: tableName, Key: keys.purchase(keys.user(owner.user.id).pk, sale.soldAt, sale.invoiceNumber) }));
    expect((await purchasesOf(owner.as)).body.purchases).toEqual([]);

    await backfillPurchaseRows();

    expect((await purchasesOf(owner.as)).body.purchases).toEqual([{ kind: 'receipt', number: sale.invoiceNumber, issuedAt: sale.soldAt, totalPence: 700 }]);
  });
});

describe('the account lists, a page at a time', () => {
  it('answers each page with one Query and pages 60 purchases by a cursor only the account can use', async () => {
    const owner = await signedInUser('customer');
    const start = Date.parse('2026-01-01T09:00:00.000Z');
    const rows: Purchase[] = Array.from({ length: 60 }, (_, i) => ({ kind: 'receipt', number: `INV-9${String(i).padStart(5, '0')}`, issuedAt: new Date(start + i * 60_000).toISOString(), totalPence: 100 + i }));
    await writePurchases(owner.user.id, rows);

    const { result: first, count } = await countDynamoRequests(() => purchasesOf(owner.as));
    const second = await purchasesOf(owner.as, first.body.nextCursor);

    // The session's own read, then the page's one Query.
    expect(count).toBe(2);
    expect(first.body.purchases).toHaveLength(50);
    expect(first.body.purchases[0].number).toBe('INV-900059');
    expect(second.body.purchases.map((p: Purchase) => p.number)).toEqual(rows.slice(0, 10).map((r) => r.number).reverse());
    expect(second.body.nextCursor).toBeUndefined();

    const stranger = await signedInUser('customer');
    const foreign = await purchasesOf(stranger.as, first.body.nextCursor);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('The page cursor is not valid. Start again from the first page.');
    expect((await purchasesOf(owner.as, 'not-a-cursor')).status).toBe(400);
    expect((await invoke(routes.listMyJobSheets, { ...owner.as, query: { cursor: first.body.nextCursor } })).status).toBe(400);
  });

  it('answers job sheets and device profiles with one Query each, empty for a new account', async () => {
    const fresh = await signedInUser('customer');
    const sheets = await countDynamoRequests(() => invoke(routes.listMyJobSheets, fresh.as));
    const devices = await countDynamoRequests(() => invoke(routes.listMyDeviceProfiles, fresh.as));
    expect(sheets.result.body).toEqual({ jobSheets: [] });
    expect(devices.result.body).toEqual({ deviceProfiles: [] });
    expect([sheets.count, devices.count]).toEqual([2, 2]);
  });
});
