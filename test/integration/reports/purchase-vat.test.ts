// Input VAT on stock received on purchase orders, against DynamoDB Local (decision 199): receipts in
// a month of a far year no other test uses, one retried and its event redelivered, one from a supplier
// that is not VAT registered, one just after midnight into the next month; the month's VAT on
// purchases must equal its receipts' VAT plus its expenses' VAT exactly.
import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { londonDay } from '../../../shared/dates';
import { EVENT_SOURCE, PURCHASE_GOODS_RECEIVED } from '../../../shared/events';
import type { PurchaseOrder } from '../../../shared/schemas/suppliers/purchase-order';
import { getPurchaseOrder } from '../../../functions/data/purchase-orders';
import { receiveGoods } from '../../../functions/suppliers/receive-goods';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';

const bus = useLocalBus();
let admin: SignedIn;

// A month of a far year unique to this run, so no other file's receipts or expenses land in it.
const YEAR = 2100 + randomInt(0, 800);
const MONTH = `${YEAR}-08`;
const FROM = `${MONTH}-01`;
const TO = `${MONTH}-31`;
const PDF = Buffer.from('%PDF-1.7\n% a test purchase order\n%%EOF\n').toString('base64');
const actor = { id: 'staff-1', name: 'Ciara' };

/** A supplier with one part at the given cost, and a placed order for `quantity` of it. */
async function placedOrder(costPounds: string, quantity: number, supplier: Record<string, unknown> = {}): Promise<PurchaseOrder> {
  const created = await invoke(routes.createSupplier, { ...admin.as, body: { name: `VAT test ${ulid()}`, email: 'orders@vat.example.com', leadTimeDays: 1, ...supplier } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const model = `Vatphone ${randomInt(1e9)}`;
  const sku = `SCR-${randomInt(1e9)}`;
  expect((await invoke(routes.importPriceList, { ...admin.as, params: { id: created.body.id }, body: { csv: `supplier sku,description,compatible models,cost price\n${sku},${model} screen,${model},${costPounds}\n` } })).status).toBe(200);
  const draft = await invoke(routes.addPurchaseOrderLine, { ...admin.as, body: { supplierId: created.body.id, supplierSku: sku, quantity } });
  const placed = await invoke(routes.placePurchaseOrder, { ...admin.as, params: { id: draft.body.id }, body: { pdfBase64: PDF } });
  expect(placed.status).toBe(200);
  return placed.body;
}

const receive = (order: PurchaseOrder, quantity: number, at: string, receiptId = ulid()) =>
  receiveGoods(order.id, { receiptId, lines: [{ lineId: order.lines[0]!.lineId, quantity }] }, actor, new Date(at));

beforeAll(async () => {
  admin = await signedInUser('admin');
});

describe('VAT on stock purchases', () => {
  it('adds each receipt’s input VAT to the month it arrived in once, so the month’s purchase VAT is its receipts’ plus its expenses’', async () => {
    const registered = await placedOrder('40.00', 3);
    const unregistered = await placedOrder('12.34', 3, { vatRegistered: false });

    // 2 arrive, the form's request sent three times (a double click and a retry).
    const first = { receiptId: ulid(), lines: [{ lineId: registered.lines[0]!.lineId, quantity: 2 }] };
    const at = new Date(`${MONTH}-03T10:00:00.000Z`);
    await Promise.all([1, 2, 3].map(() => receiveGoods(registered.id, first, actor, at).catch(() => null)));
    await receiveGoods(registered.id, first, actor, at);
    await receive(unregistered, 3, `${MONTH}-10T12:00:00.000Z`);
    // 23:30 UTC on 31 August is 00:30 on 1 September in London: the next month's.
    await receive(registered, 1, `${MONTH}-31T23:30:00.000Z`);
    await bus.drain();
    // The event delivered again adds nothing.
    bus.publish({ id: 'again', detailType: PURCHASE_GOODS_RECEIVED, source: EVENT_SOURCE, time: new Date().toISOString(), detail: { orderId: registered.id, receiptId: first.receiptId } });
    await bus.drain();

    const expense = await invoke(routes.createExpense, { ...admin.as, body: { category: 'utilities', description: 'Electricity', amountPence: 12_000, vatPence: 2_000, date: `${MONTH}-15`, monthly: false } });
    expect(expense.status).toBe(201);

    const orders = await Promise.all([registered.id, unregistered.id].map(async (id) => (await getPurchaseOrder(id))!));
    const receipts = orders.flatMap((o) => o.receipts);
    expect(receipts.map((r) => [r.netPence, r.vatPence])).toEqual([[8000, 1600], [4000, 800], [3702, 0]]);
    const receiptVat = receipts.filter((r) => londonDay(new Date(r.at)).startsWith(MONTH)).reduce((sum, r) => sum + r.vatPence!, 0);
    const listed: { vatPence: number; date: string; monthly: boolean; endsOn: string | null }[] = (await invoke(routes.listExpenses, admin.as)).body.expenses;
    const expenseVat = listed.filter((e) => (e.monthly ? e.date <= TO && (!e.endsOn || e.endsOn >= FROM) : e.date >= FROM && e.date <= TO)).reduce((sum, e) => sum + e.vatPence, 0);

    const pl = await invoke(routes.getProfitLoss, { ...admin.as, query: { from: FROM, to: TO } });
    expect(pl.status, JSON.stringify(pl.body)).toBe(200);
    expect(receiptVat).toBe(1600);
    expect(pl.body.vat.onStockPurchasesPence).toBe(receiptVat);
    expect(pl.body.vat.onExpensesPence).toBe(expenseVat);
    expect(pl.body.vat.onPurchasesPence).toBe(receiptVat + expenseVat);
    expect(pl.body.vat.duePence).toBe(pl.body.vat.onSalesPence - receiptVat - expenseVat);
    // Stock bought is not a cost until it is sold: profit moves only by the expense.
    expect(pl.body.costOfGoodsPence).toBe(0);

    const september = await invoke(routes.getProfitLoss, { ...admin.as, query: { from: `${YEAR}-09-01`, to: `${YEAR}-09-30` } });
    expect(september.body.vat.onStockPurchasesPence).toBe(800);
  });

  it('keeps a supplier’s VAT registration through an edit that leaves it out, and changes it when told', async () => {
    const created = await invoke(routes.createSupplier, { ...admin.as, body: { name: `VAT edit ${ulid()}`, email: 'orders@vat.example.com', leadTimeDays: 1 } });
    expect(created.body.vatRegistered).toBe(true);
    const input = { name: created.body.name, email: 'orders@vat.example.com', leadTimeDays: 2 };
    const kept = await invoke(routes.updateSupplier, { ...admin.as, params: { id: created.body.id }, body: input });
    const changed = await invoke(routes.updateSupplier, { ...admin.as, params: { id: created.body.id }, body: { ...input, vatRegistered: false } });
    const bad = await invoke(routes.updateSupplier, { ...admin.as, params: { id: created.body.id }, body: { ...input, vatRegistered: 'no' } });
    expect(kept.body).toMatchObject({ leadTimeDays: 2, vatRegistered: true });
    expect(changed.body.vatRegistered).toBe(false);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('VAT registered must be yes or no');
  });
});
