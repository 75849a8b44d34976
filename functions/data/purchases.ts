// The purchase rows (decision 295): one small item per invoice or credit note under each of its
// holders, an account (`USER#<id>`) or a shop customer record not linked to one yet
// (`CUSTOMER#<qr>`), written in the transaction that issues the document or claims it. An account's
// Purchases page is one Query of its rows; a document's row is also the proof that it is the
// caller's when they ask for it.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Purchase } from '../../shared/schemas/purchases/purchase';
import type { Payment } from '../../shared/schemas/sales/fields';
import type { CreditNote, Invoice } from '../../shared/schemas/sales/invoice';
import type { Sale } from '../../shared/schemas/sales/sale';
import { tenderName } from '../../shared/sales/tender-names';
import { accountPage } from './account-pages';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';
import { transactWrite, type TransactItem } from './transact';

export type PurchaseHolder = { userId: string } | { customerQr: string };

function holderPk(holder: PurchaseHolder): string {
  return 'userId' in holder ? keys.user(holder.userId).pk : keys.customerPartition(holder.customerQr);
}

/** Where a credit note's money went, each tender by the name its PDF gives it (decision 384). */
function refundedTo(refunds: readonly Payment[]): Pick<Purchase, 'refundedTo'> {
  return refunds.length ? { refundedTo: refunds.map((p) => ({ name: tenderName(p), amountPence: p.amountPence })) } : {};
}

/** A document's row: its kind, number, date and total, and what its PDF is asked for by. */
export function purchaseOf(document: Invoice | CreditNote): Purchase {
  const orderId = document.source.kind === 'online' ? document.source.orderId : undefined;
  const common = { number: document.number, issuedAt: document.issuedAt, totalPence: document.totalPence, ...(orderId ? { orderId } : {}) };
  if ('invoiceNumber' in document) return { kind: 'credit-note', ...common, invoiceNumber: document.invoiceNumber, ...refundedTo(document.refunds) };
  if (document.source.kind === 'online') return { kind: 'order', ...common };
  return { kind: document.lines.some((line) => line.kind === 'repair') ? 'repair-invoice' : 'receipt', ...common };
}

/** Writes (or writes again, unchanged) a row under a holder: a Put with no condition, so a claim may repeat it. */
export function purchaseItem(holder: PurchaseHolder, row: Purchase): TransactItem {
  return { Put: { TableName: tableName, Item: { ...keys.purchase(holderPk(holder), row.issuedAt, row.number), type: 'Purchase', ...row } } };
}

/** A document's row under each of its holders, once each (a transaction may not write one item twice). */
export function purchaseItems(holders: readonly PurchaseHolder[], document: Invoice | CreditNote): TransactItem[] {
  const row = purchaseOf(document);
  const pks = new Set<string>();
  return holders.filter((holder) => !pks.has(holderPk(holder)) && pks.add(holderPk(holder))).map((holder) => purchaseItem(holder, row));
}

/** A till sale's rows, from the sale alone: its invoice (issued when sold) and each refund's credit note (issued at the refund). */
export function purchasesOfTillSale(sale: Sale): Purchase[] {
  const kind = sale.lines.some((line) => line.kind === 'repair') ? 'repair-invoice' : 'receipt';
  return [
    { kind, number: sale.invoiceNumber, issuedAt: sale.soldAt, totalPence: sale.totalPence },
    ...sale.refunds.map((refund): Purchase => ({ kind: 'credit-note', number: refund.creditNoteNumber, issuedAt: refund.at, totalPence: refund.amountPence, invoiceNumber: sale.invoiceNumber, ...refundedTo(refund.refunds) })),
  ];
}

function rowOf(item: Record<string, unknown>): Purchase {
  return stripKeys(item) as unknown as Purchase;
}

/** The rows kept under a customer record while no account held it, for the account that claims it. */
export async function purchasesOfCustomerRecord(customerQr: string): Promise<Purchase[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.customerPartition(customerQr), ':prefix': keys.purchasesPrefix },
  });
  return items.map(rowOf);
}

/** Rows for an account written outside a document's own transaction: what did not fit a claim's, and the seed's. */
export async function writePurchases(userId: string, rows: readonly Purchase[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 50) await transactWrite(rows.slice(i, i + 50).map((row) => purchaseItem({ userId }, row)));
}

export const PURCHASES_PAGE_SIZE = 50;

/** One page of an account's purchases, newest first: one Query. */
export async function purchasesPage(userId: string, cursor: string | undefined): Promise<{ purchases: Purchase[]; nextCursor?: string }> {
  const { items, nextCursor } = await accountPage({ index: 'table', partition: keys.user(userId).pk, prefix: keys.purchasesPrefix, cursor, limit: PURCHASES_PAGE_SIZE });
  return { purchases: items.map(rowOf), ...(nextCursor ? { nextCursor } : {}) };
}

/** The account's row of a document issued at `issuedAt`, if the account holds it. */
export async function getPurchase(userId: string, issuedAt: string, number: string): Promise<Purchase | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.purchase(keys.user(userId).pk, issuedAt, number) }));
  return Item ? rowOf(Item) : null;
}
