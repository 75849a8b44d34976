// A one-way migration for data from before decision 295, run by every `npm start` after the demo sales:
// every invoice and credit note already issued gets its purchase row under its holders (an online
// order's buyer; a till sale's holders as a refund finds them: the receipt's claimer, the customer
// record's account, the collected jobs' owners, else the unlinked record), so existing purchases show
// on the Purchases page. Reads the documents through the invoices' and credit notes' index by time:
// a start-up task, not a request path. Rows are Puts without conditions, so a second run changes nothing.
import type { CreditNote, Invoice } from '../../shared/schemas/sales/invoice';
import { listCreditNotes, listInvoices } from '../../functions/data/invoices';
import { purchaseItems, type PurchaseHolder } from '../../functions/data/purchases';
import { getSale } from '../../functions/data/sales';
import { transactWrite, type TransactItem } from '../../functions/data/transact';
import { tillSaleHolders } from '../../functions/sales/purchase-holders';

/** The first document the shop could have issued: before the rebuild's first release. */
const SINCE = '2020-01-01T00:00:00.000Z';

async function holdersOf(document: Invoice | CreditNote): Promise<PurchaseHolder[]> {
  if (document.source.kind === 'online') return document.customer?.userId ? [{ userId: document.customer.userId }] : [];
  const sale = await getSale(document.source.saleId);
  // Demo documents of the reports' seed have no sale behind them, and so no customer to show them to.
  return sale ? tillSaleHolders(sale) : [];
}

/** Answers how many rows it wrote. */
export async function backfillPurchaseRows(now = new Date()): Promise<number> {
  const documents = [...(await listInvoices(SINCE, now.toISOString())), ...(await listCreditNotes(SINCE, now.toISOString()))];
  const items: TransactItem[] = [];
  for (const document of documents) items.push(...purchaseItems(await holdersOf(document), document));
  for (let i = 0; i < items.length; i += 50) await transactWrite(items.slice(i, i + 50));
  return items.length;
}
