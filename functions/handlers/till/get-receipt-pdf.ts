// GET /api/receipts/{code}/pdf: the receipt as a PDF, for whoever holds its code.
import { tillRoutes } from '../../../shared/api/routes/till';
import { getInvoice } from '../../data/invoices';
import { getReceipt } from '../../data/sales';
import { createHandler } from '../../lib/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { siteOriginOf } from '../../lib/site-origin';
import { receiptPdf } from '../../sales/pdf/document-pdfs';
import { receiptClaimUrl } from '../../sales/receipt-link';
import { NO_SUCH_RECEIPT } from '../../sales/receipt-view';

export const handler = createHandler(tillRoutes.getReceiptPdf, async ({ params, event }) => {
  const receipt = await getReceipt(params.code);
  const invoice = receipt ? await getInvoice(receipt.invoiceNumber) : null;
  if (!receipt || !invoice) throw new NotFoundError(NO_SUCH_RECEIPT);
  const bytes = await receiptPdf(invoice, receiptClaimUrl(siteOriginOf(event), params.code));
  return { file: { contentType: 'application/pdf', filename: `receipt-${invoice.number}.pdf`, bytes } };
});
