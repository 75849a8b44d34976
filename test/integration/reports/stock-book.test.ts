// The margin scheme stock book and the VAT return against DynamoDB Local (decisions 355, 356): a phone
// bought from the public by bank transfer, refurbished with a screen, published on a margin scheme
// product and sold at the till; its purchase and sale land in the stock book once (a redelivered
// invoice event adds nothing), its margin VAT is 1/6 of the margin over what the seller was paid (the
// screen left out), and the day's VAT return counts the purchase in box 7. A custom item's treatment
// (decision 357) reaches the sale; the margin scheme is refused on one.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { londonDay } from '../../../shared/dates';
import { createProduct } from '../../../functions/products/save-product';
import { announceSalesDocuments } from '../../../functions/reports/announce-documents';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { productInput } from '../shop/shop-helpers';
import { acceptedTradeIn, priceRow, uniqueModel, validImei } from '../trade-ins/trade-in-helpers';

const bus = useLocalBus();
takeDrawerTurn();

let owner: SignedIn;

beforeAll(async () => {
  owner = await signedInUser('admin');
  if (!(await invoke(routes.getCurrentDrawer, owner.as)).body.session) expect((await invoke(routes.openDrawer, { ...owner.as, body: { floatPence: 10000 } })).status).toBe(201);
});

describe('the margin scheme stock book and the VAT return', () => {
  it('records a trade-in unit bought, refurbished and sold under the margin scheme, with its margin VAT, once', async () => {
    const model = uniqueModel();
    const imei = validImei();
    await priceRow(owner, model, '128GB', 'B', 21000);
    const id = await acceptedTradeIn(owner, model, imei);
    const paid = await invoke(routes.payTradeIn, { ...owner.as, params: { id }, body: { idempotencyKey: randomUUID(), method: 'bank-transfer', reference: 'FP-1' } });
    expect(paid.status).toBe(200);
    const screen = await invoke(routes.addTradeInRefurbishment, { ...owner.as, params: { id }, body: { idempotencyKey: randomUUID(), kind: 'part', description: 'Screen', costPence: 4500 } });
    expect(screen.status).toBe(200);
    const product = await createProduct(productInput({ category: 'refurbished-phones', serialised: true, name: `${model} refurbished`, pricePence: 33000, vatTreatment: 'margin' }), new Date());
    const published = await invoke(routes.publishTradeIn, { ...owner.as, params: { id }, body: { productId: product.id, grade: 'B', notes: 'New screen' } });
    expect(published.status).toBe(200);

    const sale = await invoke(routes.createSale, {
      ...owner.as,
      body: { idempotencyKey: randomUUID(), lines: [{ kind: 'product', productId: product.id, unitId: published.body.unit.unitId, quantity: 1 }], payments: [{ method: 'card', amountPence: 33000, reference: '4242' }] },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    await bus.drain();
    await announceSalesDocuments([sale.body.invoiceNumber]);
    await bus.drain();

    const today = londonDay(new Date());
    const book = await invoke(routes.getStockBook, { ...owner.as, query: { from: today, to: today } });
    expect(book.status).toBe(200);
    const rows = book.body.rows.filter((r: { stockNumber?: string }) => r.stockNumber === imei);
    expect(rows).toEqual([
      {
        stockNumber: imei,
        description: sale.body.lines[0].description,
        boughtOn: today,
        purchaseDocument: paid.body.documentNumber,
        seller: 'Siobhán Kelly',
        purchasePence: 21000,
        soldOn: today,
        saleDocument: sale.body.invoiceNumber,
        sellingPence: 33000,
        // £330 - £210 = £120; the £45 screen is not in the margin (Notice 718).
        marginPence: 12000,
        vatPence: 2000,
      },
    ]);

    const vat = await invoke(routes.getVatReturn, { ...owner.as, query: { from: today, to: today } });
    expect(vat.status).toBe(200);
    const tradeIns = vat.body.lines.find((l: { box: number; source: string }) => l.box === 7 && l.source === 'Second-hand goods bought from the public (trade-ins)');
    expect(tradeIns.pence).toBeGreaterThanOrEqual(21000);
    expect(vat.body.boxes.box7).toBe(vat.body.lines.filter((l: { box: number }) => l.box === 7).reduce((sum: number, l: { pence: number }) => sum + l.pence, 0));
    expect(vat.body.byTreatment.find((t: { treatment: string }) => t.treatment === 'margin').vatPence).toBeGreaterThanOrEqual(2000);
  });

  it("sells a custom item at the treatment staff chose, and refuses the margin scheme on one", async () => {
    const body = (vatTreatment: string) => ({ idempotencyKey: randomUUID(), lines: [{ kind: 'custom', description: 'Printed guide', quantity: 1, unitPence: 600, vatTreatment }], payments: [{ method: 'card', amountPence: 600, reference: '4242' }] });

    const zero = await invoke(routes.createSale, { ...owner.as, body: body('zero') });
    const margin = await invoke(routes.createSale, { ...owner.as, body: body('margin') });

    expect(zero.status, JSON.stringify(zero.body)).toBe(201);
    expect(zero.body.lines[0]).toMatchObject({ vatTreatment: 'zero', vatPence: 0 });
    expect(margin.status).toBe(400);
  });
});
