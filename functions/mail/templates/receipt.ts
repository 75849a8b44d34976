import { BUSINESS } from '../../../shared/business';
import { formatDateTime } from '../../../shared/dates';
import { formatPence } from '../../../shared/money';
import type { Sale } from '../../../shared/schemas/sales/sale';
import { composeEmail, type EmailContent } from '../compose-email';

/** A till receipt, on request: the lines, total, VAT and payments, with the receipt's own page and PDF. */
export function receiptMessage(sale: Sale, receiptUrl: string): EmailContent {
  return composeEmail({
    subject: `Your receipt from ${BUSINESS.name} (${sale.invoiceNumber})`,
    greetingName: sale.customer?.name.split(' ')[0] ?? 'there',
    paragraphs: [
      `Thank you for your purchase on ${formatDateTime(sale.soldAt)}. Invoice ${sale.invoiceNumber}:`,
      ...sale.lines.map((l) => `${l.quantity} x ${l.description}: ${formatPence(l.netPence)}`),
      `Total ${formatPence(sale.totalPence)}, including VAT of ${formatPence(sale.vat.vatPence)}.`,
    ],
    action: { label: 'View your receipt', url: receiptUrl },
    closing: ['Keep this email: your receipt page also holds the code for your loyalty points.'],
  });
}
