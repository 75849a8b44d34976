// Trade-ins (issue 30): the header (device, checklist, offer, seller's name and address, payout,
// refurbishment, status), versioned so two counters never overwrite each other; beside it in its
// partition the seller's ID details (TTL at the end of the retention period, decision 314), the
// payout's ledger entry and each refurbishment line's. Also the purchase documents' sequence, the
// codes bought before, the codes reported lost or stolen and the online quotes.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { QuoteSchema, type DropOff, type Quote } from '../../shared/schemas/trade-ins/buy-back';
import { ReportedDeviceSchema, SellerIdSchema, TradeInSchema, type PayoutMethod, type TradeIn } from '../../shared/schemas/trade-ins/trade-in';
import type * as z from 'zod/mini';
import { db, tableName } from './client';
import { stripKeys } from './items';
import { queryAll } from './query-all';
import type { JobSummaryRecord } from './jobs';
import * as keys from './keys';
import { tradeInKeys } from './trade-in-keys';
import { isConditionFailure, type TransactItem } from './transact';

/** The header as stored: the trade-in without its seller's ID details, and its version. */
export type TradeInRecord = Omit<TradeIn, 'sellerId'> & { version: number };
export type SellerId = z.infer<typeof SellerIdSchema>;
export type ReportedDevice = z.infer<typeof ReportedDeviceSchema>;

export interface PayoutEntry {
  tradeInId: string;
  idempotencyKey: string;
  method: PayoutMethod;
  amountPence: number;
  reference?: string;
  documentNumber: string;
  paidAt: string;
}

const headerOf = (item: Record<string, unknown>): TradeInRecord => ({ ...TradeInSchema.parse(item), version: Number(item.version) });

function headerItem(tradeIn: TradeInRecord) {
  return {
    ...tradeInKeys.header(tradeIn.id),
    ...tradeInKeys.byTime(tradeIn.createdAt, tradeIn.id),
    ...(tradeIn.customerQr ? tradeInKeys.byCustomer(tradeIn.customerQr, tradeIn.createdAt, tradeIn.id) : {}),
    type: 'TradeIn',
    ...tradeIn,
  };
}

export function newTradeInItem(tradeIn: TradeInRecord): TransactItem {
  return { Put: { TableName: tableName, Item: headerItem(tradeIn), ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** The next version of a header read at `next.version - 1`: fails (and cancels its transaction) if it moved on. */
export function nextTradeInItem(next: TradeInRecord): TransactItem {
  return { Put: { TableName: tableName, Item: headerItem(next), ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': next.version - 1 } } };
}

export interface TradeInParts {
  header: TradeInRecord;
  sellerId: SellerId | null;
  payout: PayoutEntry | null;
}

/** The header and the items beside it: one consistent Query of its partition. */
export async function getTradeIn(id: string): Promise<TradeInParts | null> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': tradeInKeys.partition(id) }, ConsistentRead: true });
  const header = items.find((i) => i.sk === 'TRADEIN');
  if (!header) return null;
  const sellerId = items.find((i) => i.sk === 'SELLER_ID');
  const payout = items.find((i) => i.sk === 'PAYOUT');
  return {
    header: headerOf(header),
    sellerId: sellerId ? SellerIdSchema.parse(sellerId) : null,
    payout: payout ? (stripKeys(payout) as unknown as PayoutEntry) : null,
  };
}

/** Newest first, up to `limit`: one Query of gsi1 (or gsi2 for one customer record's). */
export async function listTradeIns(limit: number, customerQr?: string): Promise<TradeInRecord[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: customerQr ? 'gsi2' : 'gsi1',
      KeyConditionExpression: customerQr ? 'gsi2pk = :pk' : 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': customerQr ? tradeInKeys.customerPartition(customerQr) : tradeInKeys.allPartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map(headerOf);
}

/** The seller's ID details, deleted by DynamoDB's TTL after `keepUntil` (epoch seconds in expiresAt). */
export function sellerIdItem(tradeInId: string, sellerId: SellerId): TransactItem {
  const expiresAt = Math.floor(Date.parse(sellerId.keepUntil) / 1000);
  return { Put: { TableName: tableName, Item: { ...tradeInKeys.sellerId(tradeInId), type: 'TradeInSellerId', ...sellerId, expiresAt } } };
}

/** The payout's ledger entry: one per trade-in, whatever the request. */
export function payoutItem(entry: PayoutEntry): TransactItem {
  return { Put: { TableName: tableName, Item: { ...tradeInKeys.payout(entry.tradeInId), type: 'TradeInPayout', ...entry }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export function refurbLineItem(tradeInId: string, key: string, line: Record<string, unknown>): TransactItem {
  return { Put: { TableName: tableName, Item: { ...tradeInKeys.refurbLine(tradeInId, key), type: 'TradeInRefurbLine', ...line }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function getRefurbLine(tradeInId: string, key: string): Promise<Record<string, unknown> | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: tradeInKeys.refurbLine(tradeInId, key), ConsistentRead: true }));
  return Item ? stripKeys(Item) : null;
}

/** The last purchase document number issued (0 before the first), read consistently. */
export async function lastDocumentNumber(): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: tradeInKeys.documentCounter(), ConsistentRead: true }));
  return Item ? Number(Item.value) : 0;
}

/** Moves the sequence from `last` to `last + 1`; fails if another did first (decision 141's pattern). */
export function advanceDocumentCounterItem(last: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: tradeInKeys.documentCounter(),
      UpdateExpression: 'SET #v = :next',
      ConditionExpression: last === 0 ? 'attribute_not_exists(#v)' : '#v = :last',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: last === 0 ? { ':next': 1 } : { ':next': last + 1, ':last': last },
    },
  };
}

export function documentItem(number: string, tradeInId: string, issuedAt: string): TransactItem {
  return { Put: { TableName: tableName, Item: { ...tradeInKeys.document(number), type: 'PurchaseDocument', number, tradeInId, issuedAt }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function getDocument(number: string): Promise<{ number: string; tradeInId: string } | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: tradeInKeys.document(number) }));
  return Item ? { number: String(Item.number), tradeInId: String(Item.tradeInId) } : null;
}

export function boughtCodeItem(code: string, tradeInId: string, boughtAt: string, documentNumber: string): TransactItem {
  return { Put: { TableName: tableName, Item: { ...tradeInKeys.boughtSerial(code, tradeInId), type: 'TradeInCode', tradeInId, boughtAt, documentNumber } } };
}

export async function tradeInsOfCode(code: string): Promise<{ tradeInId: string; boughtAt: string; documentNumber: string }[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': tradeInKeys.boughtSerialPartition(code) } });
  return items.map((i) => ({ tradeInId: String(i.tradeInId), boughtAt: String(i.boughtAt), documentNumber: String(i.documentNumber) }));
}

export async function getReportedLost(code: string): Promise<ReportedDevice | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: tradeInKeys.reportedLost(code) }));
  return Item ? ReportedDeviceSchema.parse(Item) : null;
}

export async function putReportedLost(report: ReportedDevice): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: { ...tradeInKeys.reportedLost(report.code), type: 'ReportedLost', ...report } }));
}

/** Kept a while after it runs out, so the counter can still say it has. */
const QUOTE_KEPT_AFTER_EXPIRY_DAYS = 30;

export async function putQuote(quote: Quote): Promise<void> {
  const expiresAt = Math.floor(Date.parse(quote.validUntil) / 1000) + QUOTE_KEPT_AFTER_EXPIRY_DAYS * 86_400;
  try {
    await db.send(new PutCommand({ TableName: tableName, Item: { ...tradeInKeys.quote(quote.quoteId), type: 'BuyBackQuote', ...quote, expiresAt }, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (isConditionFailure(error)) throw new Error('Quote id collision');
    throw error;
  }
}

export async function getQuote(quoteId: string): Promise<Quote | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: tradeInKeys.quote(quoteId) }));
  return Item ? QuoteSchema.parse(Item) : null;
}

/**
 * Books (or moves) a quote's drop-off and lists it under its day; null when the quote is gone or the
 * counter has already re-graded it.
 */
export async function bookDropOff(quoteId: string, dropOff: DropOff): Promise<Quote | null> {
  const { gsi1pk, gsi1sk } = tradeInKeys.dropOffByDay(dropOff.day, quoteId);
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: tradeInKeys.quote(quoteId),
        UpdateExpression: 'SET dropOff = :d, gsi1pk = :g, gsi1sk = :s',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(tradeInId)',
        ExpressionAttributeValues: { ':d': dropOff, ':g': gsi1pk, ':s': gsi1sk },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return QuoteSchema.parse(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** The quote re-graded by a trade-in: off the drop-off list, in the trade-in's transaction. */
export function quoteTakenItem(quoteId: string, tradeInId: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: tradeInKeys.quote(quoteId),
      UpdateExpression: 'SET tradeInId = :t REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':t': tradeInId },
    },
  };
}

/** Drop-offs booked from `fromDay` on and not yet re-graded, soonest first: one Query of gsi1. */
export async function listDropOffs(fromDay: string, limit: number): Promise<Quote[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :from',
      ExpressionAttributeValues: { ':pk': tradeInKeys.dropOffPartition, ':from': fromDay },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => QuoteSchema.parse(item));
}

/** The repair jobs whose device has this IMEI (digits) or serial (lower-case), from the jobs' search terms (decision 124): one Query. */
export async function jobsOfDeviceCode(term: string): Promise<JobSummaryRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :term)',
    ExpressionAttributeValues: { ':pk': keys.jobSearchPartition(term), ':term': `${term}#` },
    ProjectionExpression: 'summary',
  });
  return items.map((item) => item.summary as JobSummaryRecord);
}

/** A customer record's trade-ins with their seller's ID details while kept, for the customer's data export. */
export async function tradeInsForExport(customerQr: string): Promise<Record<string, unknown>[]> {
  const headers = await listTradeIns(100, customerQr);
  return Promise.all(
    headers.map(async ({ version: _version, ...header }) => {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: tradeInKeys.sellerId(header.id) }));
      return { ...header, ...(Item ? { sellerId: SellerIdSchema.parse(Item) } : {}) };
    }),
  );
}
