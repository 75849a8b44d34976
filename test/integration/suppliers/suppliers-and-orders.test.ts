// Suppliers against DynamoDB Local: price-list import (every bad row by line, all or nothing), the
// part finder by model and part type, purchase orders through their states, receiving that moves
// stock and the weighted average cost exactly once under retries, and a part reserved for a job.
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '../../../shared/api/manifest';
import { getProduct } from '../../../functions/data/products';
import { listMovements } from '../../../functions/data/stock';
import { readOutbox } from '../../../functions/mail/outbox-transport';
import { invoke } from '../../support/invoke';
import { settleBus, useLocalBus } from '../../support/bus';
import { moveJob, openWalkIn, phoneDevice, signedInUser, type SignedIn } from '../repairs/repair-helpers';

let admin: SignedIn;
beforeAll(async () => {
  useLocalBus();
  admin = await signedInUser('admin');
});

/** A model no other test uses, so the part finder's partition holds only this test's rows. */
const newModel = () => `Testphone ${randomInt(1_000_000, 9_999_999)}`;
const PDF = Buffer.from('%PDF-1.7\n% a test purchase order\n%%EOF\n').toString('base64');

async function newSupplier(overrides: Record<string, unknown> = {}) {
  const result = await invoke(routes.createSupplier, { ...admin.as, body: { name: `Parts Direct ${ulid()}`, contact: 'Orla', email: 'orders@partsdirect.example.com', accountNumber: 'DRS-001', leadTimeDays: 2, ...overrides } });
  expect(result.status).toBe(201);
  return result.body;
}

function importCsv(supplierId: string, csv: string) {
  return invoke(routes.importPriceList, { ...admin.as, params: { id: supplierId }, body: { csv } });
}

describe('price list import', () => {
  it('refuses a file with bad rows, naming each bad row by its line, and writes nothing', async () => {
    const supplier = await newSupplier();
    const model = newModel();
    const csv = [
      'Supplier SKU,Description,Compatible models,Cost price',
      `SCR-1,${model} OLED screen,${model},45.00`,
      `BAT-1,${model} battery,${model},abc`,
      `,"Port flex, with mics",${model},12.50`,
      `SCR-1,Duplicate screen,${model},40.00`,
    ].join('\r\n');

    const result = await importCsv(supplier.id, csv);
    const detail = await invoke(routes.getSupplier, { ...admin.as, params: { id: supplier.id } });
    const found = await invoke(routes.findParts, { ...admin.as, query: { model } });

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('The price list was not imported: 3 lines need fixing');
    expect(result.body.errors).toEqual([
      { line: 3, message: 'Line 3: cost price "abc" must be pounds and pence, like 45.00' },
      { line: 4, message: 'Line 4: supplier SKU is missing' },
      { line: 5, message: 'Line 5: supplier SKU SCR-1 is already on line 2' },
    ]);
    expect(detail.body.items).toEqual([]);
    expect(found.body.suppliers).toEqual([]);
  });

  it('imports a good file, replaces it whole with the next one, and the part finder reads the current list by model and part type', async () => {
    const supplier = await newSupplier({ leadTimeDays: 3 });
    const model = newModel();
    const first = await importCsv(supplier.id, `supplier sku,description,compatible models,cost price\nSCR-1,${model} OLED screen,${model};Other ${model},45.00\nBAT-1,${model} battery,${model},£12.5\n`);
    const second = await importCsv(supplier.id, `supplier sku,description,compatible models,cost price\nSCR-2,"${model} screen, premium",${model},52.00\n`);

    const screens = await invoke(routes.findParts, { ...admin.as, query: { model: model.toUpperCase(), partType: 'screen' } });
    const batteries = await invoke(routes.findParts, { ...admin.as, query: { model, partType: 'battery' } });
    const detail = await invoke(routes.getSupplier, { ...admin.as, params: { id: supplier.id } });

    expect(first.body.imported).toBe(2);
    expect(second.body).toMatchObject({ imported: 1, supplier: { priceListRows: 1 } });
    expect(screens.body.suppliers).toEqual([
      { supplierId: supplier.id, supplierName: supplier.name, leadTimeDays: 3, supplierSku: 'SCR-2', description: `${model} screen, premium`, partType: 'screen', costPence: 5200 },
    ]);
    expect(batteries.body.suppliers).toEqual([]);
    expect(detail.body.items.map((i: { supplierSku: string }) => i.supplierSku)).toEqual(['SCR-2']);
  });
});

describe('purchase orders', () => {
  async function supplierWithList(model: string) {
    const supplier = await newSupplier();
    const csv = `supplier sku,description,compatible models,cost price\nSCR-${model.slice(-7)},${model} OLED screen,${model},40.00\n`;
    expect((await importCsv(supplier.id, csv)).status).toBe(200);
    return { supplier, sku: `SCR-${model.slice(-7)}` };
  }

  it('orders a part for a job, emails the PDF, receives it once under retries with the weighted average cost, and tells the job', async () => {
    const model = newModel();
    const { supplier, sku } = await supplierWithList(model);
    const job = await openWalkIn(admin, { device: phoneDevice({ model }) });
    await moveJob(admin, job.qrCode, 'Diagnosing');
    await moveJob(admin, job.qrCode, 'Awaiting parts');

    const draft = await invoke(routes.addPurchaseOrderLine, { ...admin.as, body: { supplierId: supplier.id, supplierSku: sku.toLowerCase(), quantity: 2, jobQr: job.qrCode, salePence: 12999 } });
    const second = await invoke(routes.addPurchaseOrderLine, { ...admin.as, body: { supplierId: supplier.id, supplierSku: sku, quantity: 1 } });
    expect(draft.body).toMatchObject({ status: 'Draft', totalPence: 8000, lines: [{ supplierSku: sku, quantity: 2, unitCostPence: 4000, jobNumber: job.jobNumber, salePence: 12999 }] });
    expect(second.body.id).toBe(draft.body.id);
    const orderId = draft.body.id as string;
    const [line1, line2] = second.body.lines as { lineId: string; productId: string }[];
    expect(line2!.productId).toBe(line1!.productId);

    const tooEarly = await invoke(routes.receiveGoods, { ...admin.as, params: { id: orderId }, body: { receiptId: ulid(), lines: [{ lineId: line1!.lineId, quantity: 1 }] } });
    const placed = await invoke(routes.placePurchaseOrder, { ...admin.as, params: { id: orderId }, body: { pdfBase64: PDF } });
    await settleBus();
    const email = (await readOutbox(process.env.OUTBOX_DIR!)).find((e) => e.subject.startsWith(`Purchase order ${placed.body.number}`));
    expect(tooEarly.status).toBe(409);
    expect(placed.body.status).toBe('Ordered');
    expect(email).toMatchObject({ to: 'orders@partsdirect.example.com', attachments: [{ filename: `${placed.body.number}.pdf`, contentType: 'application/pdf', base64: PDF }] });

    // A second supplier order for the same part now starts a new Draft.
    const next = await invoke(routes.addPurchaseOrderLine, { ...admin.as, body: { supplierId: supplier.id, supplierSku: sku, quantity: 1 } });
    expect(next.body.id).not.toBe(orderId);

    // 2 arrive on line 1, sent three times at once (a double click and a retry): stock moves once.
    const receipt = { receiptId: ulid(), lines: [{ lineId: line1!.lineId, quantity: 2 }] };
    const results = await Promise.all([1, 2, 3].map(() => invoke(routes.receiveGoods, { ...admin.as, params: { id: orderId }, body: receipt })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    let product = await getProduct(line1!.productId, true);
    expect(product).toMatchObject({ onHand: 2, available: 2, costPence: 4000 });
    const order = await invoke(routes.getPurchaseOrder, { ...admin.as, params: { id: orderId } });
    expect(order.body).toMatchObject({ status: 'Part received', receipts: [{ receiptId: receipt.receiptId }] });

    // The last one arrives at a different cost (the supplier's price moved): (2 x 40.00 + 1 x 46.01) / 3.
    const updated = await importCsv(supplier.id, `supplier sku,description,compatible models,cost price\n${sku},${model} OLED screen,${model},46.01\n`);
    expect(updated.status).toBe(200);
    const lineTwo = order.body.lines[1];
    await invoke(routes.cancelPurchaseOrder, { ...admin.as, params: { id: next.body.id } });
    // The order's own line keeps the cost it was ordered at (40.00): the average stays 40.00.
    const last = await invoke(routes.receiveGoods, { ...admin.as, params: { id: orderId }, body: { receiptId: ulid(), lines: [{ lineId: lineTwo.lineId, quantity: 1 }] } });
    product = await getProduct(line1!.productId, true);
    expect(last.body.status).toBe('Received');
    expect(product).toMatchObject({ onHand: 3, costPence: 4000 });
    const movements = await listMovements(line1!.productId);
    expect(movements.filter((m) => m.kind === 'received').map((m) => m.delta).sort()).toEqual([1, 2]);

    const after = await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } });
    expect(after.body.partsArrived).toMatchObject({ poNumber: placed.body.number, parts: [{ productId: line1!.productId, quantity: 2, salePence: 12999 }] });
    const notes = after.body.timeline.filter((t: { message?: string }) => t.message?.startsWith(`Part received on ${placed.body.number}`));
    expect(notes).toHaveLength(1);
    expect(notes[0].message).toContain('The job can move on from Awaiting parts.');

    const over = await invoke(routes.receiveGoods, { ...admin.as, params: { id: orderId }, body: { receiptId: ulid(), lines: [{ lineId: line1!.lineId, quantity: 1 }] } });
    const cancelReceived = await invoke(routes.cancelPurchaseOrder, { ...admin.as, params: { id: orderId } });
    expect(over.status).toBe(409);
    expect(cancelReceived.status).toBe(409);
  });

  it('averages the cost over stock on hand and what arrives', async () => {
    const model = newModel();
    const { supplier, sku } = await supplierWithList(model);
    const draft = await invoke(routes.addPurchaseOrderLine, { ...admin.as, body: { supplierId: supplier.id, supplierSku: sku, quantity: 1 } });
    const productId = draft.body.lines[0].productId;
    // 3 already on hand at 30.00 each (set by hand), then 1 arrives at 40.00: (90.00 + 40.00) / 4 = 32.50.
    const item = await invoke(routes.getInventoryItem, { ...admin.as, params: { id: productId } });
    const { id: _id, onHand: _o, reserved: _r, available: _a, createdAt: _c, updatedAt: _u, ...input } = item.body.product;
    await invoke(routes.updateProduct, { ...admin.as, params: { id: productId }, body: { ...input, costPence: 3000 } });
    await invoke(routes.adjustStock, { ...admin.as, params: { id: productId }, body: { kind: 'received', quantity: 3, reason: 'Found in the drawer', requestId: ulid() } });
    await invoke(routes.placePurchaseOrder, { ...admin.as, params: { id: draft.body.id }, body: { pdfBase64: PDF } });

    await invoke(routes.receiveGoods, { ...admin.as, params: { id: draft.body.id }, body: { receiptId: ulid(), lines: [{ lineId: draft.body.lines[0].lineId, quantity: 1 }] } });

    expect(await getProduct(productId, true)).toMatchObject({ onHand: 4, costPence: 3250 });
  });

  it('refuses a PDF that is not one, and a part not on the price list', async () => {
    const model = newModel();
    const { supplier, sku } = await supplierWithList(model);
    const draft = await invoke(routes.addPurchaseOrderLine, { ...admin.as, body: { supplierId: supplier.id, supplierSku: sku, quantity: 1 } });

    const notPdf = await invoke(routes.placePurchaseOrder, { ...admin.as, params: { id: draft.body.id }, body: { pdfBase64: Buffer.from('hello world').toString('base64') } });
    const unknown = await invoke(routes.addPurchaseOrderLine, { ...admin.as, body: { supplierId: supplier.id, supplierSku: 'NOPE-1', quantity: 1 } });

    expect(notPdf).toMatchObject({ status: 400, body: { message: 'The order PDF is not a PDF of at most 150 kB' } });
    expect(unknown).toMatchObject({ status: 400, body: { message: `NOPE-1 is not on ${supplier.name}'s price list` } });
  });
});

describe('part finder reservations', () => {
  it('takes a part from stock onto the job at cost and sale price once, and puts it back when the line is removed', async () => {
    const model = newModel();
    const supplier = await newSupplier();
    await importCsv(supplier.id, `supplier sku,description,compatible models,cost price\nBAT-${model.slice(-7)},${model} battery,${model},20.00\n`);
    const draft = await invoke(routes.addPurchaseOrderLine, { ...admin.as, body: { supplierId: supplier.id, supplierSku: `BAT-${model.slice(-7)}`, quantity: 2 } });
    await invoke(routes.placePurchaseOrder, { ...admin.as, params: { id: draft.body.id }, body: { pdfBase64: PDF } });
    await invoke(routes.receiveGoods, { ...admin.as, params: { id: draft.body.id }, body: { receiptId: ulid(), lines: [{ lineId: draft.body.lines[0].lineId, quantity: 2 }] } });
    const productId = draft.body.lines[0].productId;
    const job = await openWalkIn(admin, { device: phoneDevice({ model }) });

    const found = await invoke(routes.findParts, { ...admin.as, query: { model, partType: 'battery' } });
    expect(found.body.stock).toEqual([expect.objectContaining({ productId, available: 2, costPence: 2000, partType: 'battery' })]);

    const request = { jobQr: job.qrCode, productId, quantity: 1, salePence: 5999, requestId: ulid() };
    const [a, b] = await Promise.all([invoke(routes.reservePart, { ...admin.as, body: request }), invoke(routes.reservePart, { ...admin.as, body: request })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const sheet = await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } });
    expect(sheet.body.lines).toEqual([expect.objectContaining({ kind: 'part', quantity: 1, unitPence: 5999, costPence: 2000, productId })]);
    expect(await getProduct(productId, true)).toMatchObject({ onHand: 1, available: 1 });

    const tooMany = await invoke(routes.reservePart, { ...admin.as, body: { ...request, quantity: 5, requestId: ulid() } });
    expect(tooMany).toMatchObject({ status: 409, body: { message: 'Only 1 in stock' } });

    const removed = await invoke(routes.removeJobLine, { ...admin.as, params: { qrCode: job.qrCode, lineId: request.requestId } });
    expect(removed.body.lines).toEqual([]);
    expect(await getProduct(productId, true)).toMatchObject({ onHand: 2, available: 2 });
  });
});
