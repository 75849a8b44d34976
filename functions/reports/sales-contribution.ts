// What one invoice or credit note adds to its London day's report rollup: per channel (repairs,
// online shop, till) the net of VAT and the VAT, split over the channels so they add up exactly to
// the document's own figures; the cost of the goods sold (or returned to the shelf); and whether
// the customer is new or returning. Pure: the consumer reads the documents and writes the result.
import { londonDay } from '../../shared/dates';
import { allocatePence } from '../../shared/reports/allocate';
import { CHANNELS, type Channel } from '../../shared/schemas/reports/reports';
import type { CreditNote, Invoice, InvoiceLine } from '../../shared/schemas/sales/invoice';
import type { RollupFields } from '../data/report-days';
import type { VatBreakdown } from '../../shared/sales/vat';

export type { RollupFields };

export interface Contribution {
  day: string;
  fields: RollupFields;
}

export function channelOf(line: Pick<InvoiceLine, 'kind'>, source: Invoice['source']): Channel {
  if (line.kind === 'repair') return 'repairs';
  return source.kind === 'online' ? 'shop' : 'till';
}

/** Splits a document's net and VAT over the channels in proportion to each channel's gross. */
function splitByChannel(grossByChannel: Map<Channel, number>, netPence: number, vatPence: number) {
  const channels = CHANNELS.filter((c) => grossByChannel.has(c));
  const weights = channels.map((c) => grossByChannel.get(c)!);
  const nets = allocatePence(netPence, weights);
  const vats = allocatePence(vatPence, weights);
  return channels.map((channel, i) => ({ channel, netPence: nets[i]!, vatPence: vats[i]! }));
}

/**
 * What the VAT return counts of a document, per treatment (decision 320): its gross and the VAT in it
 * (the margin scheme's: due on the margin). A document from before treatments is all standard.
 */
export function vatFields(prefix: 'sales' | 'refunds', vat: VatBreakdown): RollupFields {
  const fields: RollupFields = {};
  for (const rate of vat.rates ?? [{ treatment: 'standard', grossPence: vat.grossPence, vatPence: vat.vatPence }]) {
    fields[`vat_${prefix}_gross_${rate.treatment}`] = rate.grossPence;
    fields[`vat_${prefix}_vat_${rate.treatment}`] = rate.vatPence;
  }
  return fields;
}

/** Net and VAT of a document for the profit and loss: the margin scheme's VAT due is VAT, not revenue. */
const netAndVat = (vat: VatBreakdown) => [vat.netPence - (vat.marginVatPence ?? 0), vat.vatPence + (vat.marginVatPence ?? 0)] as const;

/** Unit cost per invoice line id, recorded on the sale when it was made (absent: not known). */
export type LineCosts = ReadonlyMap<string, number>;

export function invoiceContribution(invoice: Invoice, costs: LineCosts): Contribution {
  const gross = new Map<Channel, number>();
  for (const line of invoice.lines) {
    const channel = channelOf(line, invoice.source);
    gross.set(channel, (gross.get(channel) ?? 0) + line.netPence);
  }
  const fields: RollupFields = { sales_count: 1, ...vatFields('sales', invoice.vat) };
  for (const part of splitByChannel(gross, ...netAndVat(invoice.vat))) {
    fields[`sales_net_${part.channel}`] = part.netPence;
    fields[`sales_vat_${part.channel}`] = part.vatPence;
    fields[`sales_count_${part.channel}`] = 1;
  }
  const cogs = invoice.lines.reduce((sum, line) => sum + (costs.get(line.lineId) ?? 0) * line.quantity, 0);
  if (cogs > 0) fields.cogs = cogs;
  return { day: londonDay(new Date(invoice.issuedAt)), fields };
}

/** A credit note against its invoice: refunds per channel, and the cost of restocked goods back. */
export function creditNoteContribution(note: CreditNote, invoice: Invoice, costs: LineCosts): Contribution {
  const kindOf = new Map(invoice.lines.map((l) => [l.lineId, l]));
  const gross = new Map<Channel, number>();
  for (const line of note.lines) {
    const channel = channelOf(kindOf.get(line.lineId) ?? { kind: 'custom' }, note.source);
    gross.set(channel, (gross.get(channel) ?? 0) + line.amountPence);
  }
  const fields: RollupFields = { refunds_count: 1, ...vatFields('refunds', note.vat) };
  for (const part of splitByChannel(gross, ...netAndVat(note.vat))) {
    fields[`refunds_net_${part.channel}`] = part.netPence;
    fields[`refunds_vat_${part.channel}`] = part.vatPence;
    fields[`refunds_count_${part.channel}`] = 1;
  }
  const returned = note.lines.filter((l) => l.restocked).reduce((sum, l) => sum + (costs.get(l.lineId) ?? 0) * l.quantity, 0);
  if (returned > 0) fields.cogs_returned = returned;
  return { day: londonDay(new Date(note.issuedAt)), fields };
}

/** Who the customer on an invoice is, for new-or-returning: their record, account or email. */
export function customerKeyOf(invoice: Invoice): string | null {
  const c = invoice.customer;
  if (!c) return null;
  if (c.customerQr) return `QR#${c.customerQr}`;
  if (c.userId) return `USER#${c.userId}`;
  return c.email ? `EMAIL#${c.email.trim().toLowerCase()}` : null;
}
