// Issue 30, stock that reorders itself: a product crossing its low-stock threshold is noticed once per
// crossing (a stock.low on the bus, a mark the dashboard's panel lists), crossing back above re-arms
// it, and the morning's digest emails staff with the inventory permission (decisions 331, 333).
import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { supplierRoutes } from '../../../shared/api/routes/suppliers';
import { stockLowEvent, type StockLowEvent } from '../../../shared/events';
import { setLocalEventSink } from '../../../functions/events/publish-event';
import { getProduct } from '../../../functions/data/products';
import { checkLowStock } from '../../../functions/stock/low-stock';
import { sendLowStockDigest } from '../../../functions/stock/low-stock-digest';
import { settleBus, useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { emailsTo, signedInAdmin, type SignedIn } from '../bookings/booking-helpers';
import { productInput, stockedProduct } from '../shop/shop-helpers';

let admin: SignedIn;
const lows: StockLowEvent[] = [];

beforeAll(async () => {
  useLocalBus();
  // Listens beside the bus: every StockLow published, still delivered to its consumers.
  const bus = setLocalEventSink(null)!;
  setLocalEventSink((event) => {
    if (event.detailType === stockLowEvent.detailType) lows.push(event.detail as StockLowEvent);
    bus(event);
  });
  admin = await signedInAdmin();
});

async function move(productId: string, quantity: number) {
  const result = await invoke(shopRoutes.adjustStock, { params: { id: productId }, body: { kind: 'adjustment', quantity, reason: 'Counted', requestId: ulid() }, ...admin.cookies });
  expect(result.status).toBe(200);
  await settleBus();
}

async function panel(): Promise<{ productId: string; available: number; lowSince: string }[]> {
  const result = await invoke(shopRoutes.listLowStock, admin.cookies);
  expect(result.status).toBe(200);
  return result.body.items;
}

const lowsOf = (productId: string) => lows.filter((event) => event.productId === productId);

describe('crossing the low-stock threshold', () => {
  it('is noticed once per crossing, and crossing back above re-arms it', async () => {
    const product = await stockedProduct(5, { lowStockThreshold: 2 });

    await move(product.id, -2); // 3: above
    expect(lowsOf(product.id)).toEqual([]);
    expect((await panel()).some((item) => item.productId === product.id)).toBe(false);

    await move(product.id, -1); // 2: at the threshold, a crossing
    await move(product.id, -1); // 1: still low, no second notice
    expect(lowsOf(product.id)).toHaveLength(1);
    expect(lowsOf(product.id)[0]).toMatchObject({ sku: product.sku, lowStockThreshold: 2, available: 2 });
    expect((await panel()).find((item) => item.productId === product.id)).toMatchObject({ available: 1 });

    await move(product.id, 4); // 5: above again, re-armed
    expect((await panel()).some((item) => item.productId === product.id)).toBe(false);
    expect(await getProduct(product.id, true)).not.toHaveProperty('lowSince');

    await move(product.id, -4); // 1: a second crossing
    const crossings = lowsOf(product.id);
    expect(crossings).toHaveLength(2);
    expect(crossings[1]!.lowSince > crossings[0]!.lowSince).toBe(true);
  });

  it('marks one crossing once however many checks of it run at the same time', async () => {
    const product = await stockedProduct(1, { lowStockThreshold: 3 });

    const outcomes = await Promise.all(Array.from({ length: 6 }, () => checkLowStock([product.id], new Date())));

    expect(outcomes.map((o) => o.get(product.id)).filter((o) => o === 'crossed')).toHaveLength(1);
    await settleBus();
    expect(lowsOf(product.id)).toHaveLength(1);
  });

  it("notices a threshold raised above the stock in the product's edit", async () => {
    const product = await stockedProduct(4, { lowStockThreshold: 1 });
    const { id, onHand: _o, reserved: _r, available: _a, createdAt: _c, updatedAt: _u, ...input } = (await getProduct(product.id, true))!;

    const edited = await invoke(shopRoutes.updateProduct, { params: { id }, body: { ...input, lowStockThreshold: 5 }, ...admin.cookies });
    await settleBus();

    expect(edited.status).toBe(200);
    expect(lowsOf(id)).toHaveLength(1);
  });
});

describe('the reorder fields and the daily digest', () => {
  it('refuses a usual supplier that is not one of the shop’s', async () => {
    const result = await invoke(shopRoutes.createProduct, { body: productInput({ supplierId: ulid() }), ...admin.cookies });

    expect(result).toMatchObject({ status: 400, body: { message: 'Choose a supplier from the list' } });
  });

  it('emails staff with the inventory permission the low products, once a day', async () => {
    const supplier = await invoke(supplierRoutes.createSupplier, { body: { name: `Digest Parts ${ulid()}`, email: 'orders@digest-parts.example', leadTimeDays: 2 }, ...admin.cookies });
    const product = await stockedProduct(3, { lowStockThreshold: 1, supplierId: supplier.body.id, reorderQuantity: 6 });
    await move(product.id, -2);
    const morning = new Date();

    const run = await sendLowStockDigest(morning);
    await settleBus();
    await sendLowStockDigest(new Date(morning.getTime() + 60_000));
    await settleBus();

    expect(run.items.map((item) => item.productId)).toContain(product.id);
    expect(run.sentTo).toContain(admin.person.email);
    const digests = await emailsTo(admin.person.email, 'low-stock-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain(`${product.name} (${product.sku}): 1 available, threshold 1`);
  });
});

describe('suggested orders', () => {
  it("groups a low product under its usual supplier at the price list's cost, and drafts it once however often it is clicked", async () => {
    const code = `RO-${ulid().slice(-8)}`;
    const supplier = (await invoke(supplierRoutes.createSupplier, { body: { name: `Reorder Parts ${code}`, email: 'orders@reorder-parts.example', leadTimeDays: 1 }, ...admin.cookies })).body;
    const imported = await invoke(supplierRoutes.importPriceList, { params: { id: supplier.id }, body: { csv: `supplier sku,description,compatible models,cost price\n${code},USB-C cable 1 m,iPhone 15,£2.35\n` }, ...admin.cookies });
    expect(imported.status).toBe(200);
    const product = await stockedProduct(3, { sku: code, lowStockThreshold: 1, supplierId: supplier.id, reorderQuantity: 6 });
    await move(product.id, -2);

    const suggested = await invoke(supplierRoutes.listSuggestedOrders, admin.cookies);
    const first = await invoke(supplierRoutes.draftSuggestedOrder, { params: { supplierId: supplier.id }, ...admin.cookies });
    const again = await invoke(supplierRoutes.draftSuggestedOrder, { params: { supplierId: supplier.id }, ...admin.cookies });
    const after = await invoke(supplierRoutes.listSuggestedOrders, admin.cookies);

    expect(suggested.body.orders.find((o: { supplierId: string }) => o.supplierId === supplier.id)).toMatchObject({
      supplierName: supplier.name,
      lines: [{ productId: product.id, supplierSku: code, description: 'USB-C cable 1 m', quantity: 6, unitCostPence: 235 }],
      totalPence: 1_410,
    });
    expect(first).toMatchObject({ status: 200, body: { status: 'Draft', supplierId: supplier.id, lines: [{ productId: product.id, quantity: 6, unitCostPence: 235 }] } });
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id, lines: [{ productId: product.id }] } });
    expect(after.body.orders.some((o: { supplierId: string }) => o.supplierId === supplier.id)).toBe(false);
    expect(after.body.unorderable.find((u: { productId: string }) => u.productId === product.id)).toMatchObject({ reason: 'on-order' });
  });
});
