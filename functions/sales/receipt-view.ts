// The receipt behind a claim code, as the customer may see it: no name, no contact details.
import { receiptCodeCandidates } from '../../shared/sales/receipt-code';
import { customerVat } from '../../shared/sales/vat-display';
import type { PublicReceipt } from '../../shared/schemas/sales/sale';
import { findReceipt, getSale } from '../data/sales';
import { NotFoundError } from '../lib/http-errors';

export const NO_SUCH_RECEIPT = 'No receipt has that code.';

export async function publicReceipt(code: string): Promise<PublicReceipt> {
  const receipt = await findReceipt(receiptCodeCandidates(code));
  const sale = receipt ? await getSale(receipt.saleId) : null;
  if (!receipt || !sale) throw new NotFoundError(NO_SUCH_RECEIPT);
  const repairSpendPence = sale.lines.filter((l) => l.kind === 'repair').reduce((sum, l) => sum + l.netPence - l.refundedPence, 0);
  return {
    code: receipt.code,
    invoiceNumber: sale.invoiceNumber,
    soldAt: sale.soldAt,
    lines: sale.lines.map((l) => ({ description: l.description, quantity: l.quantity, netPence: l.netPence, refundedQuantity: l.refundedQuantity, vatTreatment: l.vatTreatment })),
    totalPence: sale.totalPence,
    vat: customerVat(sale.vat),
    payments: sale.payments.map(({ method, amountPence, tenderedPence, changePence }) => ({ method, amountPence, tenderedPence, changePence })),
    refundedPence: sale.refundedPence,
    repairSpendPence,
    claimedAt: receipt.claimedAt,
  };
}
