// GET /api/user/purchases/{number}: one of the customer's invoices or credit notes, from which the
// browser draws its PDF (decision 146). The account's purchase row is the proof it is theirs
// (decision 295): a document it does not hold is a 404, like one that does not exist.
import * as purchaseRoutes from '../../../shared/api/routes/purchases';
import { getCreditNote, getInvoice } from '../../data/invoices';
import { getPurchase } from '../../data/purchases';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';

export const NO_SUCH_PURCHASE = 'None of your purchases has that number.';

export const handler = createHandler(purchaseRoutes.getMyPurchaseDocument, async ({ session, params }) => {
  if (params.number.startsWith('CN-')) {
    const creditNote = await getCreditNote(params.number);
    if (!creditNote || !(await getPurchase(session.userId, creditNote.issuedAt, creditNote.number))) throw new NotFoundError(NO_SUCH_PURCHASE);
    return { body: { kind: 'creditNote' as const, creditNote, invoice: await getInvoice(creditNote.invoiceNumber) } };
  }
  const invoice = await getInvoice(params.number);
  if (!invoice || !(await getPurchase(session.userId, invoice.issuedAt, invoice.number))) throw new NotFoundError(NO_SUCH_PURCHASE);
  return { body: { kind: 'invoice' as const, invoice } };
});
