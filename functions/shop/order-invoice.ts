// An online order's invoice and its refunds' credit notes (decision 138): the order's lines as invoice
// lines (the delivery fee one of them, a reward's discount spread over them to the penny), the buyer
// as the order names them, paid online. Pure but for issueInvoice/issueCreditNote, which take the
// next number of the one gapless sequence the till uses, in the transaction of the caller.
import { vatOfRefund } from '../../shared/sales/vat';
import { onlineOrderLineId as orderLineId, orderLineFigures } from '../../shared/sales/online-order-lines';
import type { Payment } from '../../shared/schemas/sales/fields';
import type { CreditNote, Invoice, InvoiceLine } from '../../shared/schemas/sales/invoice';
import type { Order } from '../../shared/schemas/shop/order';
import { issueCreditNote, issueInvoice, type IssuedDocument } from '../sales/issue-invoice';
import type { Actor } from '../data/stock-ledger';
import { vouchersPence } from './order-vouchers';

export const DELIVERY_LINE_ID = 'DELIVERY';
const DELIVERY_DESCRIPTION = 'Delivery: Royal Mail Tracked 48';

function customerOf(order: Order): Invoice['customer'] {
  const address = order.address ? [order.address.line1, order.address.line2, order.address.city, order.address.postcode].filter(Boolean).join(', ') : undefined;
  return { name: order.address?.name ?? order.firstName, email: order.email, userId: order.userId, ...(address ? { address } : {}) };
}

/** The order's lines as invoice lines: goods, then delivery; a reward's discount spread by gross; each with its VAT. */
export function orderInvoiceLines(order: Order): InvoiceLine[] {
  const { gross, discounts, nets, lineVat } = orderLineFigures(order.lines, order.deliveryPence, order.reward?.discountPence ?? 0);
  const goods: InvoiceLine[] = order.lines.map((line, i) => ({
    lineId: orderLineId(i),
    kind: 'product',
    description: `${line.name} (${line.sku})`,
    quantity: line.quantity,
    unitPence: line.unitPricePence,
    discountPence: discounts[i]!,
    netPence: nets[i]!,
    vatTreatment: line.vatTreatment ?? 'standard',
    vatPence: lineVat[i]!,
    ...(line.marginCostPence === undefined ? {} : { marginCostPence: line.marginCostPence }),
  }));
  if (!order.deliveryPence) return goods;
  const i = order.lines.length;
  return [
    ...goods,
    { lineId: DELIVERY_LINE_ID, kind: 'shipping', description: DELIVERY_DESCRIPTION, quantity: 1, unitPence: order.deliveryPence, discountPence: discounts[i]!, netPence: gross[i]! - discounts[i]!, vatTreatment: 'standard', vatPence: lineVat[i]! },
  ];
}

/** The invoice of a paid order, numbered, with the items that issue it (for the payment's transaction). */
export function issueOrderInvoice(order: Order, paymentId: string | undefined, now: Date): Promise<IssuedDocument<Invoice>> {
  const lines = orderInvoiceLines(order);
  return issueInvoice({
    issuedAt: now.toISOString(),
    source: { kind: 'online', orderId: order.id },
    customer: customerOf(order),
    lines,
    subtotalPence: lines.reduce((sum, line) => sum + line.unitPence * line.quantity, 0),
    discountPence: order.reward?.discountPence ?? 0,
    totalPence: order.totalPence,
    vat: orderLineFigures(order.lines, order.deliveryPence, order.reward?.discountPence ?? 0).vat,
    payments: orderPayments(order, paymentId),
  }, [{ userId: order.userId }]);
}

/**
 * What paid the order, in the order taken: a gift card, then store credit (decision 346), then the
 * payment page for the rest (`online`, the provider's payment as its reference).
 */
export function orderPayments(order: Pick<Order, 'vouchers' | 'totalPence'>, paymentId: string | undefined): Payment[] {
  return [
    ...(order.vouchers ?? []).map((v) => (v.method === 'giftCard' ? { method: v.method, amountPence: v.amountPence, giftCardCode: v.giftCardCode } : { method: v.method, amountPence: v.amountPence })),
    ...(order.totalPence > vouchersPence(order) ? [{ method: 'online' as const, amountPence: order.totalPence - vouchersPence(order), ...(paymentId ? { reference: paymentId } : {}) }] : []),
  ];
}

export type RefundLines = CreditNote['lines'];

/**
 * What a refund gives back per invoice line: `quantities` (productId -> units) of the goods, at their
 * share of the line's net (so the units of a line add up exactly to it), and with `whole` what is
 * left of every line and the delivery fee.
 */
export function orderRefundLines(order: Order, quantities: Record<string, number>, whole: boolean): RefundLines {
  const invoiceLines = orderInvoiceLines(order);
  const share = (net: number, of: number, units: number) => Math.round((net * units) / of);
  const out: RefundLines = [];
  order.lines.forEach((line, i) => {
    const units = quantities[line.productId] ?? 0;
    if (units === 0) return;
    const net = invoiceLines[i]!.netPence;
    const amountPence = share(net, line.quantity, line.refundedQuantity + units) - share(net, line.quantity, line.refundedQuantity);
    out.push({ lineId: orderLineId(i), description: invoiceLines[i]!.description, quantity: units, amountPence, restocked: true, vatTreatment: invoiceLines[i]!.vatTreatment });
  });
  const delivery = invoiceLines.find((line) => line.lineId === DELIVERY_LINE_ID);
  if (whole && delivery && delivery.netPence > 0) out.push({ lineId: DELIVERY_LINE_ID, description: delivery.description, quantity: 1, amountPence: delivery.netPence, restocked: false, vatTreatment: 'standard' });
  const marginCost = (lineId: string) => invoiceLines.find((line) => line.lineId === lineId)?.marginCostPence;
  const { lineVat } = vatOfRefund(out.map((line) => ({ ...line, marginCostPence: marginCost(line.lineId) })));
  return out.map((line, k) => ({ ...line, vatPence: lineVat[k]! }));
}

/** The credit note of a refund of an invoiced order, with the items that issue it; `refunds` where its money went. */
export function issueOrderCreditNote(
  order: Order & { invoiceNumber: string },
  refund: { refundId: string; reason: string; lines: RefundLines; amountPence: number; refunds: Payment[] },
  staff: Actor,
  now: Date,
): Promise<IssuedDocument<CreditNote>> {
  return issueCreditNote({
    issuedAt: now.toISOString(),
    invoiceNumber: order.invoiceNumber,
    source: { kind: 'online', orderId: order.id },
    refundId: refund.refundId,
    reason: refund.reason,
    staff: { userId: staff.id, name: staff.name },
    customer: customerOf(order),
    lines: refund.lines,
    totalPence: refund.amountPence,
    vat: refundDocumentVat(order, refund.lines),
    refunds: refund.refunds,
  }, [{ userId: order.userId }]);
}

/** A credit note's VAT from its lines, each at its invoice line's treatment (decision 320). */
function refundDocumentVat(order: Order, lines: RefundLines) {
  const invoiceLines = orderInvoiceLines(order);
  return vatOfRefund(lines.map((line) => ({ ...line, marginCostPence: invoiceLines.find((l) => l.lineId === line.lineId)?.marginCostPence }))).vat;
}
