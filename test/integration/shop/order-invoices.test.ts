// Online orders' invoices and credit notes against DynamoDB Local (decisions 138-139): a paid order
// gets exactly one invoice from the till's gapless sequence however often or concurrently its
// webhook comes; the buyer downloads it (and nobody else can); refunds make credit notes against it;
// the reports count the order (goods and delivery, VAT included) in the month's profit and loss.
import { beforeAll, describe, expect, it } from 'vitest';
import { londonDay } from '../../../shared/dates';
import { vatBreakdown } from '../../../shared/sales/vat';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { tillRoutes } from '../../../shared/api/routes/till';
import { reportRoutes } from '../../../shared/api/routes/reports';
import { ulid } from 'ulid';
import { getCreditNote, getInvoice, listCreditNotes, listInvoices } from '../../../functions/data/invoices';
import { getShopOrder } from '../../../functions/data/shop-orders';
import { dayRange } from '../../../functions/sales/list-sales';
import { creditNotePdf, invoicePdf } from '../../../frontend/src/lib/sales-pdf/document-pdfs';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { pdfText } from '../../support/pdf-text';
import { missingInvoiceNumbers } from '../../support/gapless';
import { signedInAdmin, signedInCustomer, type SignedIn } from '../bookings/booking-helpers';
import { stockedProduct } from './shop-helpers';
import { DELIVERY_ADDRESS, paymentFor, placeOrder } from './online-order-helpers';

const bus = useLocalBus();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAdmin();
});

const todayRange = () => dayRange('2000-01-01', londonDay(new Date()));
async function invoicesOf(orderId: string) {
  const { start, end } = todayRange();
  return (await listInvoices(start, end)).filter((i) => i.source.kind === 'online' && i.source.orderId === orderId);
}
const refund = (orderId: string, body: object) => invoke(shopRoutes.refundShopOrder, { params: { id: orderId }, body: { reason: 'Customer changed mind', requestId: ulid(), ...body }, ...admin.cookies });
const myDocument = (customer: SignedIn, id: string, number: string) => invoke(tillRoutes.getMyOrderDocument, { params: { id, number }, ...customer.cookies });

describe('an online order paid', () => {
  let orderId: string;
  let customer: SignedIn;

  it('gets exactly one invoice, also when its webhook comes twice at once, again later, or as another event', async () => {
    const product = await stockedProduct(5);
    ({ orderId, customer } = await placeOrder(product.id, 2, 'delivery'));
    const pay = await paymentFor(orderId);

    const together = await Promise.all([pay.send(), pay.send(), pay.send()]);
    const later = await pay.send();
    const another = await (await paymentFor(orderId)).send();

    const outcome = (r: { status: number; body: { result?: string } }) => `${r.status} ${r.body.result ?? JSON.stringify(r.body)}`;
    expect(together.map(outcome).sort()).toEqual(['200 handled', '200 replayed', '200 replayed']);
    // A later replay changes nothing; another event for the paid order is handled with no effect.
    expect([later, another].map(outcome)).toEqual(['200 replayed', '200 handled']);
    const order = (await getShopOrder(orderId))!;
    expect(order.status).toBe('Paid');
    expect(order.invoiceNumber).toMatch(/^INV-\d{6}$/);
    const invoices = await invoicesOf(orderId);
    expect(invoices.map((i) => i.number)).toEqual([order.invoiceNumber]);
    const total = 2 * 1999 + 395;
    expect(invoices[0]).toMatchObject({
      source: { kind: 'online', orderId },
      customer: { name: DELIVERY_ADDRESS.name, email: customer.person.email, userId: customer.userId, address: '12 Botanic Avenue, Belfast, BT7 1JQ' },
      lines: [
        { lineId: 'L1', kind: 'product', quantity: 2, unitPence: 1999, discountPence: 0, netPence: 3998 },
        { lineId: 'DELIVERY', kind: 'shipping', quantity: 1, unitPence: 395, netPence: 395 },
      ],
      subtotalPence: total,
      totalPence: total,
      vat: vatBreakdown(total),
      payments: [{ method: 'online', amountPence: total, reference: order.paymentId }],
    });
    expect(invoices[0]!.seller?.vatNumber).toBeTruthy();
    // Gapless: every number up to the counter belongs to an invoice, whoever issued it.
    expect(await missingInvoiceNumbers()).toEqual([]);
  });

  it("is the buyer's to download as a PDF; another customer's order, or another number, is 404", async () => {
    const order = (await getShopOrder(orderId))!;
    const mine = await myDocument(customer, orderId, order.invoiceNumber!);
    const other = await signedInCustomer();
    const theirs = await myDocument(other, orderId, order.invoiceNumber!);
    const wrongNumber = await myDocument(customer, orderId, 'INV-000999');
    const shown = await invoke(shopRoutes.getMyOrder, { params: { id: orderId }, ...customer.cookies });

    expect(mine.status).toBe(200);
    expect(mine.body.kind).toBe('invoice');
    expect(theirs.status).toBe(404);
    expect(wrongNumber.status).toBe(404);
    expect(shown.body.invoiceNumber).toBe(order.invoiceNumber);
    const text = pdfText(await invoicePdf(mine.body.invoice));
    for (const expected of ['VAT INVOICE', order.invoiceNumber!, DELIVERY_ADDRESS.name, '12 Botanic Avenue, Belfast, BT7 1JQ', 'Delivery: Royal Mail Tracked 48', 'VAT at 20%', '£43.93', '£7.32', 'Card (online)']) {
      expect(text).toContain(expected);
    }
  });

  it('refunded one line and then the rest makes a credit note for each against the invoice, the delivery fee in the last', async () => {
    const order = (await getShopOrder(orderId))!;
    const product = order.lines[0]!.productId;
    const first = await refund(orderId, { lines: { [product]: 1 } });
    const rest = await refund(orderId, {});

    expect(first.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'Refunded', refundedPence: order.totalPence });
    const [one, two] = rest.body.refunds.map((r: { creditNoteNumber: string }) => r.creditNoteNumber);
    expect(await getCreditNote(one)).toMatchObject({
      invoiceNumber: order.invoiceNumber,
      source: { kind: 'online', orderId },
      lines: [{ lineId: 'L1', quantity: 1, amountPence: 1999, restocked: true }],
      totalPence: 1999,
      vat: vatBreakdown(1999),
      refunds: [{ method: 'online', amountPence: 1999 }],
    });
    expect(await getCreditNote(two)).toMatchObject({
      invoiceNumber: order.invoiceNumber,
      lines: [
        { lineId: 'L1', quantity: 1, amountPence: 1999 },
        { lineId: 'DELIVERY', quantity: 1, amountPence: 395, restocked: false },
      ],
      totalPence: 2394,
    });
    const download = await myDocument(customer, orderId, two);
    expect(download.body.kind).toBe('creditNote');
    expect(pdfText(await creditNotePdf(download.body.creditNote))).toContain(`Against invoice: ${order.invoiceNumber}`);
    // The invoice itself is never edited.
    expect((await getInvoice(order.invoiceNumber!))!.totalPence).toBe(order.totalPence);
  });
});

describe('the reports', () => {
  it("count online orders in the month's profit and loss (goods and delivery, net of VAT, less credit notes, with the cost of goods) and the sales list", async () => {
    const today = londonDay(new Date());
    const month = today.slice(0, 7);
    const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    const monthQuery = { query: { from: `${month}-01`, to: `${month}-${lastDay}` }, ...admin.cookies };
    // Other files sell products with a cost this month too: the order's own cost is the difference.
    const before = await invoke(reportRoutes.getProfitLoss, monthQuery);
    const product = await stockedProduct(3, { costPence: 800 });
    const { orderId } = await placeOrder(product.id, 1, 'delivery');
    await (await paymentFor(orderId)).send();
    await bus.drain();

    const { start, end } = dayRange(`${month}-01`, `${month}-${lastDay}`);
    const [invoices, notes] = await Promise.all([listInvoices(start, end), listCreditNotes(start, end)]);
    const online = invoices.filter((i) => i.source.kind === 'online');
    const onlineNotes = notes.filter((n) => n.source.kind === 'online');
    expect(online.some((i) => i.source.kind === 'online' && i.source.orderId === orderId)).toBe(true);

    const pl = await invoke(reportRoutes.getProfitLoss, monthQuery);
    expect(pl.status, JSON.stringify(pl.body)).toBe(200);
    expect(pl.body.channels.shop.revenuePence).toBe(online.reduce((s, i) => s + i.vat.netPence, 0) - onlineNotes.reduce((s, n) => s + n.vat.netPence, 0));
    expect(pl.body.channels.shop.revenuePence).toBeGreaterThan(0);
    // The product's cost when the order was rolled up.
    expect(pl.body.costOfGoodsPence - before.body.costOfGoodsPence).toBe(800);

    const sales = await invoke(tillRoutes.listSales, { query: { from: today, to: today }, ...admin.cookies });
    expect(sales.body.rows).toEqual(expect.arrayContaining([expect.objectContaining({ channel: 'online', orderId, totalPence: 1999 + 395 })]));
  });
});
