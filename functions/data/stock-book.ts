// The margin scheme stock book's entries (decision 355): a unit bought from the public (written with
// its trade-in's payout), and each margin scheme line sold or returned (written with its invoice's or
// credit note's report rollup). Each entry is written once, by the transaction that writes its cause.
import { londonDay } from '../../shared/dates';
import { tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryYears } from './query-all';
import { addToDayItems } from './report-days';
import type { TransactItem } from './transact';

export interface StockBookPurchase {
  kind: 'purchase';
  at: string;
  tradeInId: string;
  documentNumber: string;
  seller: string;
  description: string;
  stockNumber: string;
  pricePence: number;
}

export interface StockBookSale {
  kind: 'sale' | 'return';
  at: string;
  /** The invoice, or the credit note of a return. */
  documentNumber: string;
  lineId: string;
  buyer?: string;
  description: string;
  quantity: number;
  stockNumber?: string;
  /** Selling price (after every discount), VAT included; positive on a return too. */
  pricePence: number;
  /** What the shop paid for the line's units. */
  purchasePence: number;
  vatPence: number;
  /** The unit's purchase, when it came from a trade-in. */
  bought?: { tradeInId: string; documentNumber: string; at: string; seller: string };
}

export type StockBookEntry = StockBookPurchase | StockBookSale;

const refOf = (entry: StockBookEntry) => (entry.kind === 'purchase' ? `PURCHASE#${entry.tradeInId}` : `${entry.kind.toUpperCase()}#${entry.documentNumber}#${entry.lineId}`);

/** The entry's Put, for its cause's transaction (the cause itself happens once, so the entry does). */
export function stockBookEntryItem(entry: StockBookEntry): TransactItem {
  const day = londonDay(new Date(entry.at));
  return { Put: { TableName: tableName, Item: { ...keys.stockBookEntry(day, refOf(entry)), type: 'StockBookEntry', day, ...entry } } };
}

/** The entries of the London days from..to, oldest first: one Query per calendar year touched. */
export async function readStockBook(from: string, to: string): Promise<StockBookEntry[]> {
  const items = await queryYears(from, to, keys.stockBookYearPartition, `DAY#${from}`, `DAY#${to}~`);
  return items.map((item) => stripKeys(item, 'day') as unknown as StockBookEntry);
}

/** What the shop paid the public for second-hand goods, on its day's report rollup: box 7 of the VAT return (Notice 718). */
export const TRADE_IN_PURCHASE_FIELDS = { net: 'tradein_purchases_net', count: 'tradein_purchases_count' } as const;

/** A trade-in's payout in the books: its day's and month's rollups and the stock book's purchase entry, for the payout's transaction. */
export function tradeInPurchaseItems(purchase: StockBookPurchase): TransactItem[] {
  const day = londonDay(new Date(purchase.at));
  return [...addToDayItems(day, { [TRADE_IN_PURCHASE_FIELDS.net]: purchase.pricePence, [TRADE_IN_PURCHASE_FIELDS.count]: 1 }), stockBookEntryItem(purchase)];
}
