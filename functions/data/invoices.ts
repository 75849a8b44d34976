// Invoices, credit notes, their number sequences and the day rollup. Every item here is written
// once (conditional Put) and never updated: a refund is a new credit note (decision 141).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditNote, DayTotals, Invoice } from '../../shared/schemas/sales/invoice';
import { PAYMENT_METHODS, type MethodTotals } from '../../shared/schemas/sales/fields';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';
import type { TransactItem } from './transact';

// Still exported here for the modules that import it from invoices (the deposits collection and the points ledger).
export type { TransactItem } from './transact';

export type Sequence = 'invoice' | 'creditNote';

const counterKey = (sequence: Sequence) => (sequence === 'invoice' ? keys.invoiceCounter() : keys.creditNoteCounter());

/** The last number a sequence issued (0 before the first), read consistently. */
export async function lastNumberOf(sequence: Sequence): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: counterKey(sequence), ConsistentRead: true }));
  return Item ? Number(Item.value) : 0;
}

/** Moves the sequence from `last` to `last + 1`; fails (and so cancels its transaction) if another did first. */
export function advanceCounterItem(sequence: Sequence, last: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: counterKey(sequence),
      UpdateExpression: 'SET #v = :next',
      ConditionExpression: last === 0 ? 'attribute_not_exists(#v)' : '#v = :last',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: last === 0 ? { ':next': 1 } : { ':next': last + 1, ':last': last },
    },
  };
}

export function invoiceItem(invoice: Invoice): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.invoice(invoice.number), ...keys.invoiceByTime(invoice.issuedAt, invoice.number), type: 'Invoice', ...invoice },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function creditNoteItem(note: CreditNote): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.creditNote(note.number), ...keys.creditNoteByTime(note.issuedAt, note.number), type: 'CreditNote', ...note },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Adds a document's money to its London day: positive for an invoice, a refund for a credit note. */
export function dayRollupItem(day: string, kind: 'sale' | 'refund', totalPence: number, vatPence: number, byMethod: MethodTotals): TransactItem {
  const prefix = kind === 'sale' ? 'sales' : 'refunds';
  return {
    Update: {
      TableName: tableName,
      Key: keys.salesDay(day),
      UpdateExpression: `ADD #count :one, #total :total, vatPence :vat, ${PAYMENT_METHODS.map((m) => `#${m} :${m}`).join(', ')}`,
      ExpressionAttributeNames: { '#count': `${prefix}Count`, '#total': `${prefix}Pence`, ...Object.fromEntries(PAYMENT_METHODS.map((m) => [`#${m}`, `${prefix}_${m}`])) },
      ExpressionAttributeValues: { ':one': 1, ':total': totalPence, ':vat': kind === 'sale' ? vatPence : -vatPence, ...Object.fromEntries(PAYMENT_METHODS.map((m) => [`:${m}`, byMethod[m]])) },
    },
  };
}

export async function getInvoice(number: string): Promise<Invoice | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.invoice(number) }));
  return Item ? (stripKeys(Item) as Invoice) : null;
}

export async function getCreditNote(number: string): Promise<CreditNote | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.creditNote(number) }));
  return Item ? (stripKeys(Item) as CreditNote) : null;
}

/** Invoices issued in [from, to) (ISO instants), oldest first: one Query of gsi1. */
export async function listInvoices(from: string, to: string): Promise<Invoice[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.invoicesPartition, ':from': from, ':to': `${to}#` },
  });
  return items.filter((i) => String(i.issuedAt) < to).map((i) => stripKeys(i) as Invoice);
}

export async function listCreditNotes(from: string, to: string): Promise<CreditNote[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.creditNotesPartition, ':from': from, ':to': `${to}#` },
  });
  return items.filter((i) => String(i.issuedAt) < to).map((i) => stripKeys(i) as CreditNote);
}

export async function getDayTotals(day: string): Promise<DayTotals> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.salesDay(day), ConsistentRead: true }));
  const n = (name: string) => Number(Item?.[name] ?? 0);
  const methods = (prefix: string) => Object.fromEntries(PAYMENT_METHODS.map((m) => [m, n(`${prefix}_${m}`)])) as MethodTotals;
  const sales = methods('sales');
  const refunds = methods('refunds');
  return {
    day,
    salesCount: n('salesCount'),
    salesPence: n('salesPence'),
    refundsCount: n('refundsCount'),
    refundsPence: n('refundsPence'),
    vatPence: n('vatPence'),
    sales,
    refunds,
    net: Object.fromEntries(PAYMENT_METHODS.map((m) => [m, sales[m] - refunds[m]])) as MethodTotals,
  };
}
