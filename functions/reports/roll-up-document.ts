// Adds one invoice or credit note to its day's report rollup (decision 185): reads the document
// (and a credit note's invoice, and the till sale's recorded unit costs), works out its contribution
// and applies it once. Returns false when it had been added already.
import type { Invoice } from '../../shared/schemas/sales/invoice';
import { getCreditNote, getInvoice } from '../data/invoices';
import { applyToDay } from '../data/report-days';
import { getSale } from '../data/sales';
import { creditNoteContribution, customerKeyOf, invoiceContribution, type LineCosts } from './sales-contribution';

async function lineCosts(invoice: Invoice): Promise<LineCosts> {
  if (invoice.source.kind !== 'till') return new Map();
  const sale = await getSale(invoice.source.saleId);
  return new Map((sale?.lines ?? []).filter((l) => l.unitCostPence !== undefined).map((l) => [l.lineId, l.unitCostPence!]));
}

export async function rollUpDocument(number: string): Promise<boolean> {
  if (number.startsWith('INV-')) {
    const invoice = await getInvoice(number);
    // Thrown, so the bus retries: the event can only follow a committed invoice.
    if (!invoice) throw new Error(`Invoice ${number} not found`);
    const { day, fields } = invoiceContribution(invoice, await lineCosts(invoice));
    const key = customerKeyOf(invoice);
    return applyToDay(number, day, fields, key ? { key, invoiceNumber: number } : undefined);
  }
  const note = await getCreditNote(number);
  if (!note) throw new Error(`Credit note ${number} not found`);
  const invoice = await getInvoice(note.invoiceNumber);
  if (!invoice) throw new Error(`Invoice ${note.invoiceNumber} of ${number} not found`);
  const { day, fields } = creditNoteContribution(note, invoice, await lineCosts(invoice));
  return applyToDay(number, day, fields);
}
