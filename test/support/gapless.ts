// The invoice sequence is shared by every file on the table: the till's sales, paid online orders, the
// demo seed and the profit-and-loss test's far-future month. So a gapless check cannot list one day's
// invoices; it reads the counter and then fetches every number up to it by key. Credit notes likewise.
import { getCreditNote, getInvoice, lastNumberOf, type Sequence } from '../../functions/data/invoices';
import { formatDocumentNumber } from '../../functions/sales/issue-invoice';

async function missingNumbers(sequence: Sequence): Promise<string[]> {
  const last = await lastNumberOf(sequence);
  const prefix = sequence === 'invoice' ? 'INV' : 'CN';
  const read = sequence === 'invoice' ? getInvoice : getCreditNote;
  const numbers = Array.from({ length: last }, (_, i) => formatDocumentNumber(prefix, i + 1));
  const missing: string[] = [];
  for (let i = 0; i < numbers.length; i += 25) {
    const found = await Promise.all(numbers.slice(i, i + 25).map(async (n) => [n, await read(n)] as const));
    missing.push(...found.filter(([, document]) => document === null).map(([n]) => n));
  }
  return missing;
}

/** The invoice numbers from 1 up to the counter that have no invoice (empty when the sequence is gapless). */
export function missingInvoiceNumbers(): Promise<string[]> {
  return missingNumbers('invoice');
}

/** The credit note numbers from 1 up to the counter that have no credit note. */
export function missingCreditNoteNumbers(): Promise<string[]> {
  return missingNumbers('creditNote');
}
