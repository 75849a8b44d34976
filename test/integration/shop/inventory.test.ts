// Admin inventory: create and edit products (unique codes), search by name, SKU or barcode, the
// low-stock list, stock adjustments with a reason (idempotent by request id), history and units.
import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { invoke } from '../../support/invoke';
import { signedInAdmin, signedInCustomer, type SignedIn } from '../bookings/booking-helpers';
import { productInput, randomImei } from './shop-helpers';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAdmin();
});

async function newProduct(overrides = {}) {
  const result = await invoke(shopRoutes.createProduct, { body: productInput(overrides), ...admin.cookies });
  expect(result.status).toBe(201);
  return result.body;
}

describe('products', () => {
  it('creates a product with no stock, and refuses a second product with the same SKU or barcode', async () => {
    const input = productInput();
    const created = await invoke(shopRoutes.createProduct, { body: input, ...admin.cookies });
    const sameSku = await invoke(shopRoutes.createProduct, { body: { ...productInput(), sku: input.sku }, ...admin.cookies });
    const sameBarcode = await invoke(shopRoutes.createProduct, { body: { ...productInput(), barcode: input.barcode }, ...admin.cookies });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sku: input.sku, onHand: 0, reserved: 0, available: 0 });
    expect(sameSku).toMatchObject({ status: 409, body: { message: 'Another product has this SKU' } });
    expect(sameBarcode).toMatchObject({ status: 409, body: { message: 'Another product has this barcode' } });
  });

  it('edits a product, frees its old SKU and finds it by the new one', async () => {
    const product = await newProduct();
    const edited = productInput({ name: product.name });

    const result = await invoke(shopRoutes.updateProduct, { params: { id: product.id }, body: edited, ...admin.cookies });
    const byNewSku = await invoke(shopRoutes.findProductByCode, { params: { code: edited.sku.toLowerCase() }, ...admin.cookies });
    const reuseOld = await invoke(shopRoutes.createProduct, { body: { ...productInput(), sku: product.sku }, ...admin.cookies });

    expect(result.status).toBe(200);
    expect(byNewSku.body.id).toBe(product.id);
    expect(reuseOld.status).toBe(201);
  });

  it('answers 403 to a customer and 404 to an unknown product', async () => {
    const customer = await signedInCustomer();

    expect((await invoke(shopRoutes.listInventory, customer.cookies)).status).toBe(403);
    expect((await invoke(shopRoutes.getInventoryItem, { params: { id: ulid() }, ...admin.cookies })).status).toBe(404);
    expect((await invoke(shopRoutes.findProductByCode, { params: { code: '4006381333931' }, ...admin.cookies })).status).toBe(404);
  });
});

describe('search and low stock', () => {
  it('finds a product by a word of its name, its SKU or its scanned barcode; lists it as low stock', async () => {
    const word = `Zq${Date.now()}`;
    const product = await newProduct({ name: `Braided cable ${word}`, lowStockThreshold: 2 });

    const byName = await invoke(shopRoutes.listInventory, { query: { q: word.toLowerCase() }, ...admin.cookies });
    const bySku = await invoke(shopRoutes.listInventory, { query: { q: product.sku }, ...admin.cookies });
    const byBarcode = await invoke(shopRoutes.listInventory, { query: { q: product.barcode }, ...admin.cookies });
    const low = await invoke(shopRoutes.listInventory, { query: { lowStock: 'true' }, ...admin.cookies });

    for (const result of [byName, bySku, byBarcode]) expect(result.body.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect(low.body.products.map((p: { id: string }) => p.id)).toContain(product.id);
  });
});

describe('stock adjustments', () => {
  it('receives goods, adjusts with a reason and counts; each is a movement with who and why, once per request id', async () => {
    const product = await newProduct();
    const adjust = (body: object) => invoke(shopRoutes.adjustStock, { params: { id: product.id }, body, ...admin.cookies });
    const received = { kind: 'received', quantity: 10, reason: 'Delivery from supplier', requestId: ulid() };

    expect((await adjust(received)).body.onHand).toBe(10);
    expect((await adjust(received)).body.onHand).toBe(10);
    expect((await adjust({ kind: 'adjustment', quantity: -2, reason: 'Damaged in the window', requestId: ulid() })).body.onHand).toBe(8);
    expect((await adjust({ kind: 'stocktake', quantity: 7, reason: 'Monthly count', requestId: ulid() })).body.onHand).toBe(7);
    const tooMany = await adjust({ kind: 'adjustment', quantity: -8, reason: 'Lost', requestId: ulid() });
    const noReason = await adjust({ kind: 'adjustment', quantity: -1, reason: ' ', requestId: ulid() });

    expect(tooMany).toMatchObject({ status: 409, body: { message: 'Only 7 can be taken off: stock on hand is never negative' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual(['Reason is required']);
    const detail = await invoke(shopRoutes.getInventoryItem, { params: { id: product.id }, ...admin.cookies });
    expect(detail.body.product.onHand).toBe(7);
    expect(detail.body.movements.map((m: { kind: string; delta: number }) => [m.kind, m.delta])).toEqual([
      ['stocktake', -1],
      ['adjustment', -2],
      ['received', 10],
    ]);
    expect(detail.body.movements[1]).toMatchObject({ reason: 'Damaged in the window', actorId: admin.userId });
  });

  it('takes serialised stock by unit: each IMEI once', async () => {
    const product = await newProduct({ category: 'refurbished-phones', serialised: true });
    const imei = randomImei();
    const add = () => invoke(shopRoutes.addStockUnit, { params: { id: product.id }, body: { serial: imei, grade: 'B', notes: 'Light scratches on the back' }, ...admin.cookies });

    expect((await add()).status).toBe(201);
    expect(await add()).toMatchObject({ status: 409, body: { message: 'A unit with this IMEI or serial is already in stock' } });
    const detail = await invoke(shopRoutes.getInventoryItem, { params: { id: product.id }, ...admin.cookies });
    expect(detail.body.product).toMatchObject({ onHand: 1, available: 1 });
    expect(detail.body.units).toMatchObject([{ serial: imei, grade: 'B', state: 'available' }]);
  });
});
