// The invoice sequence is shared by every file on the table: the till's sales, paid online orders, the
// demo seed and the profit-and-loss test's far-future month. So a gapless check cannot list one day's
// invoices; it reads the counter and then fetches every number up to it by key.
import { getCreditNote, getInvoice, lastNumberOf } from '../../functions/data/invoices';
import { formatDocumentNumber } from '../../functions/sales/issue-invoice';

/** The invoice numbers from 1 up to the counter that have no invoice (empty when the sequence is gapless). */
export async function missingInvoiceNumbers(): Promise<string[]> {
  const last = await lastNumberOf('invoice');
  const numbers = Array.from({ length: last }, (_, i) => formatDocumentNumber('INV', i + 1));
  const missing: string[] = [];
  for (let i = 0; i < numbers.length; i += 25) {
    const found = await Promise.all(numbers.slice(i, i + 25).map(async (n) => [n, await getInvoice(n)] as const));
    missing.push(...found.filter(([, invoice]) => invoice === null).map(([n]) => n));
  }
  return missing;
}

/** The credit note numbers from 1 up to the counter that have no credit note (empty when gapless). */
export async function missingCreditNoteNumbers(): Promise<string[]> {
  const last = await lastNumberOf('creditNote');
  const numbers = Array.from({ length: last }, (_, i) => formatDocumentNumber('CN', i + 1));
  const missing: string[] = [];
  for (let i = 0; i < numbers.length; i += 25) {
    const found = await Promise.all(numbers.slice(i, i + 25).map(async (n) => [n, await getCreditNote(n)] as const));
    missing.push(...found.filter(([, note]) => note === null).map(([n]) => n));
  }
  return missing;
}
