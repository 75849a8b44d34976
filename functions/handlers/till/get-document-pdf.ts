// GET /api/admin/invoices/{number}/pdf: the PDF of an invoice (INV-) or a credit note (CN-).
import { tillRoutes } from '../../../shared/api/routes/till';
import { getCreditNote, getInvoice } from '../../data/invoices';
import { createHandler } from '../../lib/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { creditNotePdf, invoicePdf } from '../../sales/pdf/document-pdfs';

export const handler = createHandler(tillRoutes.getDocumentPdf, async ({ params }) => {
  const { number } = params;
  if (number.startsWith('CN-')) {
    const note = await getCreditNote(number);
    if (!note) throw new NotFoundError('No credit note has that number.');
    return { file: { contentType: 'application/pdf', filename: `${number}.pdf`, bytes: await creditNotePdf(note) } };
  }
  const invoice = await getInvoice(number);
  if (!invoice) throw new NotFoundError('No invoice has that number.');
  return { file: { contentType: 'application/pdf', filename: `${number}.pdf`, bytes: await invoicePdf(invoice) } };
});
