// GET /api/admin/invoices/{number}: an invoice (INV-) or a credit note (CN-) with the invoice it
// refers to; the browser draws the PDF from it (decision 146).
import * as tillRoutes from '../../../shared/api/routes/till';
import { getCreditNote, getInvoice } from '../../data/invoices';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';

export const handler = createHandler(tillRoutes.getDocument, async ({ params }) => {
  const { number } = params;
  if (number.startsWith('CN-')) {
    const creditNote = await getCreditNote(number);
    if (!creditNote) throw new NotFoundError('No credit note has that number.');
    return { body: { kind: 'creditNote' as const, creditNote, invoice: await getInvoice(creditNote.invoiceNumber) } };
  }
  const invoice = await getInvoice(number);
  if (!invoice) throw new NotFoundError('No invoice has that number.');
  return { body: { kind: 'invoice' as const, invoice } };
});
