// Demo money for the reports, once: four months of invoices (till, repairs and online orders) with a
// few credit notes, their day rollups worked out by the report consumer's own contribution code, and
// the shop's running expenses. Documents are issued 40 to a transaction that moves their sequence
// and adds them to the till's day totals (decision 143), so seeding stays fast and the sequences stay
// gapless even beside a running till; each is marked as rolled up, so announcing one adds nothing. The demo invoices have no till sale or
// order behind them (their sale and order ids start with "demo-").
import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { londonDay } from '../../shared/dates';
import { vatBreakdown } from '../../shared/sales/vat';
import type { Expense } from '../../shared/schemas/reports/expenses';
import type { CreditNote, Invoice, InvoiceLine } from '../../shared/schemas/sales/invoice';
import { db, tableName } from '../../functions/data/client';
import { putExpense } from '../../functions/data/expenses';
import { advanceCounterItem, creditNoteItem, invoiceItem, lastNumberOf, type Sequence, type TransactItem } from '../../functions/data/invoices';
import * as keys from '../../functions/data/keys';
import { applyToDay } from '../../functions/data/report-days';
import { isConditionFailure, TransactionCancelledError, transactWrite } from '../../functions/data/transact';
import { creditNoteContribution, customerKeyOf, invoiceContribution, type RollupFields } from '../../functions/reports/sales-contribution';
import { formatDocumentNumber, methodTotals } from '../../functions/sales/issue-invoice';

const DAYS = 120;
const NAMES = ['Ciara Doyle', 'Eoin Walsh', 'Siobhan McKee', 'Padraig Quinn', 'Grainne Boyle', 'Declan Hughes', 'Orla Devlin', 'Ruairi Magee', 'Fionnuala Rea', 'Tadhg Lavery', 'Roisin Kerr', 'Cormac Nugent'];
const REPAIRS = [['iPhone 13 screen replacement', 8999, 3200], ['Samsung Galaxy S22 battery', 5999, 1800], ['iPad charging port repair', 6999, 900], ['PS5 HDMI port repair', 8999, 700]] as const;
const PRODUCTS = [['USB-C cable 1 m', 1299, 350], ['Tempered glass protector', 999, 120], ['20 W charger', 1999, 700], ['Phone case', 1499, 400]] as const;

/** A small deterministic generator, so every seeded database has the same demo figures. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const DEMO_EXPENSES: readonly Omit<Expense, 'createdAt' | 'updatedAt' | 'version' | 'date'>[] = [
  { id: '01JD3M0000000000000000RENT', category: 'rent', description: 'Shop rent, Botanic Avenue', amountPence: 95_000, vatPence: 0, monthly: true, endsOn: null },
  { id: '01JD3M000000000000000WAGES', category: 'wages', description: 'Part-time technician', amountPence: 160_000, vatPence: 0, monthly: true, endsOn: null },
  { id: '01JD3M000000000000000P0WER', category: 'utilities', description: 'Electricity and broadband', amountPence: 18_000, vatPence: 3_000, monthly: true, endsOn: null },
  { id: '01JD3M00000000000000000ADS', category: 'marketing', description: 'Leaflets for Queen’s freshers week', amountPence: 24_000, vatPence: 4_000, monthly: false, endsOn: null },
];

async function batchPut(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

const CHUNK = 40;

/** The till's day totals for a chunk of documents, one ADD per London day (decision 143). */
function dayTotalsItems(docs: readonly (Invoice | CreditNote)[], kind: 'sale' | 'refund'): TransactItem[] {
  const byDay = new Map<string, { count: number; total: number; vat: number; cash: number; card: number; online: number }>();
  for (const doc of docs) {
    const day = londonDay(new Date(doc.issuedAt));
    const sum = byDay.get(day) ?? { count: 0, total: 0, vat: 0, cash: 0, card: 0, online: 0 };
    const methods = methodTotals('payments' in doc ? doc.payments : doc.refunds);
    byDay.set(day, { count: sum.count + 1, total: sum.total + doc.totalPence, vat: sum.vat + (kind === 'sale' ? doc.vat.vatPence : -doc.vat.vatPence), cash: sum.cash + methods.cash, card: sum.card + methods.card, online: sum.online + methods.online });
  }
  const prefix = kind === 'sale' ? 'sales' : 'refunds';
  return [...byDay].map(([day, t]) => ({
    Update: {
      TableName: tableName,
      Key: keys.salesDay(day),
      UpdateExpression: 'ADD #count :count, #total :total, vatPence :vat, #cash :cash, #card :card, #online :online',
      ExpressionAttributeNames: { '#count': `${prefix}Count`, '#total': `${prefix}Pence`, '#cash': `${prefix}_cash`, '#card': `${prefix}_card`, '#online': `${prefix}_online` },
      ExpressionAttributeValues: { ':count': t.count, ':total': t.total, ':vat': t.vat, ':cash': t.cash, ':card': t.card, ':online': t.online },
    },
  }));
}

/** Numbers and writes documents in transactions of 40 that move the sequence by as many. */
async function issueAll<T extends Invoice | CreditNote>(sequence: Sequence, drafts: readonly Omit<T, 'number'>[]): Promise<T[]> {
  const issued: T[] = [];
  for (let i = 0; i < drafts.length; i += CHUNK) {
    for (let attempt = 1; ; attempt++) {
      const last = await lastNumberOf(sequence);
      const docs = drafts.slice(i, i + CHUNK).map((d, k) => ({ ...d, number: formatDocumentNumber(sequence === 'invoice' ? 'INV' : 'CN', last + 1 + k) }) as T);
      const counter = advanceCounterItem(sequence, last);
      const move = { Update: { ...counter.Update!, ExpressionAttributeValues: { ...counter.Update!.ExpressionAttributeValues, ':next': last + docs.length } } };
      const puts = docs.map((d) => (sequence === 'invoice' ? invoiceItem(d as Invoice) : creditNoteItem(d as CreditNote)));
      try {
        await transactWrite([move, ...puts, ...dayTotalsItems(docs, sequence === 'invoice' ? 'sale' : 'refund')]);
        issued.push(...docs);
        break;
      } catch (error) {
        // The till issued one meanwhile: number the chunk again after it.
        if (error instanceof TransactionCancelledError && error.conditionFailedAt(0) && attempt < 5) continue;
        throw error;
      }
    }
  }
  return issued;
}

/** Returns how many invoices it wrote (0 when the demo money was seeded before). */
export async function seedReports(now: Date): Promise<number> {
  try {
    await db.send(new PutCommand({ TableName: tableName, Item: { ...keys.rollupApplied('seed:reports'), type: 'RollupApplied' }, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (isConditionFailure(error)) return 0;
    throw error;
  }
  const next = random(17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  // Days before today (London), so the demo never mixes with today's till.
  const today = Date.parse(`${londonDay(now)}T00:00:00Z`);
  const drafts: Omit<Invoice, 'number'>[] = [];
  const draftCosts: Map<string, number>[] = [];
  for (let d = DAYS; d >= 1; d--) {
    const sales = Math.floor(next() * 3);
    for (let s = 0; s < sales; s++) {
      const issuedAt = new Date(today - d * 86_400_000 + (9 + Math.floor(next() * 8)) * 3_600_000).toISOString();
      const online = next() < 0.25;
      const lines: InvoiceLine[] = [];
      const lineCosts = new Map<string, number>();
      if (!online && next() < 0.6) {
        const [description, unitPence, cost] = pick(REPAIRS);
        lines.push({ lineId: 'L1', kind: 'repair', description, quantity: 1, unitPence, discountPence: 0, netPence: unitPence });
        lineCosts.set('L1', cost);
      }
      const [description, unitPence, cost] = pick(PRODUCTS);
      const quantity = 1 + Math.floor(next() * 2);
      const lineId = `L${lines.length + 1}`;
      lines.push({ lineId, kind: 'product', description, quantity, unitPence, discountPence: 0, netPence: unitPence * quantity });
      lineCosts.set(lineId, cost);
      if (online) lines.push({ lineId: `L${lines.length + 1}`, kind: 'shipping', description: 'Royal Mail Tracked 48', quantity: 1, unitPence: 399, discountPence: 0, netPence: 399 });
      const total = lines.reduce((sum, l) => sum + l.netPence, 0);
      const name = pick(NAMES);
      const demoId = `demo-${drafts.length + 1}`;
      drafts.push({
        issuedAt,
        source: online ? { kind: 'online', orderId: demoId } : { kind: 'till', saleId: demoId },
        customer: next() < 0.8 ? { name, customerQr: `demo-${name.toLowerCase().replace(/\W+/g, '-')}` } : undefined,
        lines,
        subtotalPence: total,
        discountPence: 0,
        totalPence: total,
        vat: vatBreakdown(total),
        payments: [{ method: online ? 'online' : next() < 0.5 ? 'cash' : 'card', amountPence: total }],
      });
      draftCosts.push(lineCosts);
    }
  }
  const invoices = await issueAll<Invoice>('invoice', drafts);
  const costs = new Map(invoices.map((invoice, i) => [invoice.number, draftCosts[i]!]));
  const noteDrafts: Omit<CreditNote, 'number'>[] = [];
  for (const invoice of invoices.filter((inv, i) => i % 40 === 7 && Date.parse(inv.issuedAt) < today - 3 * 86_400_000)) {
    const line = invoice.lines.find((l) => l.kind === 'product')!;
    const amountPence = line.unitPence;
    noteDrafts.push({
      issuedAt: new Date(Date.parse(invoice.issuedAt) + 2 * 86_400_000).toISOString(),
      invoiceNumber: invoice.number,
      source: invoice.source,
      refundId: `demo-refund-${invoice.number}`,
      reason: 'Faulty on arrival',
      customer: invoice.customer,
      lines: [{ lineId: line.lineId, description: line.description, quantity: 1, amountPence, restocked: false }],
      totalPence: amountPence,
      vat: vatBreakdown(amountPence),
      refunds: [{ method: invoice.payments[0]!.method, amountPence }],
    });
  }
  const notes = await issueAll<CreditNote>('creditNote', noteDrafts);

  // The rollups: the consumer's contributions summed per day, the new customers' first invoices, and
  // each document marked as rolled up.
  const byDay = new Map<string, RollupFields>();
  const add = (day: string, fields: RollupFields) => {
    const sum = byDay.get(day) ?? {};
    for (const [name, value] of Object.entries(fields)) sum[name] = (sum[name] ?? 0) + value;
    byDay.set(day, sum);
  };
  const seen = new Set<string>();
  const firsts: Record<string, unknown>[] = [];
  for (const invoice of invoices) {
    const { day, fields } = invoiceContribution(invoice, costs.get(invoice.number)!);
    const key = customerKeyOf(invoice);
    if (key && !seen.has(key)) {
      seen.add(key);
      firsts.push({ ...keys.reportCustomer(key), type: 'ReportCustomer', invoiceNumber: invoice.number, day });
    }
    add(day, { ...fields, ...(key ? { [firsts.at(-1)?.invoiceNumber === invoice.number ? 'customers_new' : 'customers_returning']: 1 } : {}) });
  }
  for (const note of notes) {
    const invoice = invoices.find((i) => i.number === note.invoiceNumber)!;
    const { day, fields } = creditNoteContribution(note, invoice, costs.get(invoice.number)!);
    add(day, fields);
  }
  await batchPut([...firsts, ...[...invoices, ...notes].map((doc) => ({ ...keys.rollupApplied(doc.number), type: 'RollupApplied' }))]);
  for (const [day, fields] of byDay) await applyToDay(`seed:reports:${day}`, day, fields);

  const at = now.toISOString();
  const monthsAgo = (n: number) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
    return date.toISOString().slice(0, 10);
  };
  for (const expense of DEMO_EXPENSES) {
    await putExpense({ ...expense, date: expense.monthly ? monthsAgo(4) : `${monthsAgo(1).slice(0, 8)}12`, createdAt: at, updatedAt: at, version: 1 }, null);
  }
  return invoices.length;
}
