// Demo money for the reports, once: four months of invoices (till, repairs and online orders) with a
// few credit notes, their day rollups worked out by the report consumer's own contribution code, and
// the shop's running expenses. Written in batches so seeding stays fast; each document is marked as
// rolled up, so announcing one later adds nothing twice. The demo invoices have no till sale or
// order behind them (their sale and order ids start with "demo-").
import { BatchWriteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { vatBreakdown } from '../../shared/sales/vat';
import type { Expense } from '../../shared/schemas/reports/expenses';
import type { CreditNote, Invoice, InvoiceLine } from '../../shared/schemas/sales/invoice';
import { db, tableName } from '../../functions/data/client';
import { putExpense } from '../../functions/data/expenses';
import { creditNoteItem, invoiceItem, lastNumberOf } from '../../functions/data/invoices';
import { keys } from '../../functions/data/keys';
import { applyToDay } from '../../functions/data/report-days';
import { isConditionFailure } from '../../functions/data/transact';
import { creditNoteContribution, customerKeyOf, invoiceContribution, type RollupFields } from '../../functions/reports/sales-contribution';
import { formatDocumentNumber } from '../../functions/sales/issue-invoice';

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

/** Moves a sequence counter from `last` to `next` in one step (the seed writes its documents alone). */
async function moveCounter(key: Record<string, string>, last: number, next: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: 'SET #v = :next',
      ConditionExpression: last === 0 ? 'attribute_not_exists(#v)' : '#v = :last',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: last === 0 ? { ':next': next } : { ':next': next, ':last': last },
    }),
  );
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
  const firstInvoice = (await lastNumberOf('invoice')) + 1;
  const firstNote = (await lastNumberOf('creditNote')) + 1;
  const invoices: Invoice[] = [];
  const notes: CreditNote[] = [];
  const costs = new Map<string, Map<string, number>>();
  for (let d = DAYS; d >= 1; d--) {
    const sales = Math.floor(next() * 3);
    for (let s = 0; s < sales; s++) {
      const issuedAt = new Date(now.getTime() - d * 86_400_000 + (9 + Math.floor(next() * 8)) * 3_600_000).toISOString();
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
      const number = formatDocumentNumber('INV', firstInvoice + invoices.length);
      const name = pick(NAMES);
      invoices.push({
        number,
        issuedAt,
        source: online ? { kind: 'online', orderId: `demo-${number}` } : { kind: 'till', saleId: `demo-${number}` },
        customer: next() < 0.8 ? { name, customerQr: `demo-${name.toLowerCase().replace(/\W+/g, '-')}` } : undefined,
        lines,
        subtotalPence: total,
        discountPence: 0,
        totalPence: total,
        vat: vatBreakdown(total),
        payments: [{ method: online ? 'online' : next() < 0.5 ? 'cash' : 'card', amountPence: total }],
      });
      costs.set(number, lineCosts);
    }
  }
  for (const invoice of invoices.filter((_, i) => i % 40 === 7)) {
    const line = invoice.lines.find((l) => l.kind === 'product')!;
    const amountPence = line.unitPence;
    notes.push({
      number: formatDocumentNumber('CN', firstNote + notes.length),
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
  await batchPut([...invoices.map((i) => invoiceItem(i).Put!.Item!), ...notes.map((n) => creditNoteItem(n).Put!.Item!)]);
  await moveCounter(keys.invoiceCounter(), firstInvoice - 1, firstInvoice - 1 + invoices.length);
  if (notes.length > 0) await moveCounter(keys.creditNoteCounter(), firstNote - 1, firstNote - 1 + notes.length);

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
