import { BUSINESS } from '../../../shared/business';
import { formatPence } from '../../../shared/money';
import type { PurchaseOrder } from '../../../shared/schemas/suppliers/purchase-order';
import { composeEmail, type EmailContent } from '../compose-email';

/** A purchase order to its supplier; the PDF goes with it as an attachment. */
export function purchaseOrderMessage(order: PurchaseOrder): EmailContent {
  return composeEmail({
    subject: `Purchase order ${order.number} from ${BUSINESS.name}`,
    greetingName: order.supplierName,
    paragraphs: [
      `Please supply the following on purchase order ${order.number}${order.supplierAccountNumber ? ` (our account ${order.supplierAccountNumber})` : ''}. The order is attached as a PDF.`,
      ...order.lines.map((l) => `${l.quantity} x ${l.supplierSku} ${l.description} at ${formatPence(l.unitCostPence)} each`),
      `Total ${formatPence(order.totalPence)} excluding VAT. Please quote ${order.number} on the delivery note and invoice.`,
    ],
  });
}

export function purchaseOrderCancelledMessage(order: PurchaseOrder): EmailContent {
  return composeEmail({
    subject: `Cancelled: purchase order ${order.number} from ${BUSINESS.name}`,
    greetingName: order.supplierName,
    paragraphs: [`Please cancel our purchase order ${order.number}: nothing on it is needed any more. We are sorry for the trouble.`],
  });
}
