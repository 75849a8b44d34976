// The keys of trade-ins, the buy-back price list and online quotes (issue 30; docs/data-model.md,
// Trade-ins). Beside functions/data/keys.ts rather than in it, so the many handlers that import that
// module do not carry these (Lambda budget, decision 017).
export const tradeInKeys = {
  /** A trade-in's partition: its header, the seller's ID details, its payout and refurbishment entries (detail is one Query). */
  partition: (id: string) => `TRADEIN#${id}`,
  header: (id: string) => ({ pk: `TRADEIN#${id}`, sk: 'TRADEIN' }),
  /** gsi1 on the header: every trade-in, newest first. */
  byTime: (createdAt: string, id: string) => ({ gsi1pk: 'TRADEINS', gsi1sk: `${createdAt}#${id}` }),
  allPartition: 'TRADEINS',
  /** gsi2 on the header: a customer record's trade-ins. */
  byCustomer: (customerQr: string, createdAt: string, id: string) => ({ gsi2pk: `CUSTOMER_TRADEINS#${customerQr}`, gsi2sk: `${createdAt}#${id}` }),
  customerPartition: (customerQr: string) => `CUSTOMER_TRADEINS#${customerQr}`,
  /** The seller's date of birth and photo ID, apart from the header, with a TTL at the end of the retention period (decision 314). */
  sellerId: (id: string) => ({ pk: `TRADEIN#${id}`, sk: 'SELLER_ID' }),
  /** The payout: the ledger entry of the money paid, one per trade-in. */
  payout: (id: string) => ({ pk: `TRADEIN#${id}`, sk: 'PAYOUT' }),
  /** A refurbishment line, keyed by its request's idempotency key. */
  refurbLine: (id: string, key: string) => ({ pk: `TRADEIN#${id}`, sk: `REFURB#${key}` }),
  /** The purchase documents' own gapless sequence (decision 315). */
  documentCounter: () => ({ pk: 'COUNTER', sk: 'TRADE_IN_DOCUMENT_NUMBER' }),
  /** A purchase document by its number: which trade-in it is (the gapless check reads these by key). */
  document: (number: string) => ({ pk: `PURCHASE_DOCUMENT#${number}`, sk: 'DOCUMENT' }),
  /** Every trade-in the shop bought of one IMEI or serial. */
  boughtSerial: (code: string, id: string) => ({ pk: `TRADEIN_CODE#${code}`, sk: `TRADEIN#${id}` }),
  boughtSerialPartition: (code: string) => `TRADEIN_CODE#${code}`,
  /** An IMEI or serial its owner reported lost or stolen to the shop. */
  reportedLost: (code: string) => ({ pk: `REPORTED_LOST#${code}`, sk: 'REPORT' }),
  /** The price list in use: which version's partition, when imported. */
  buyBackPointer: () => ({ pk: 'BUY_BACK', sk: 'LIST' }),
  buyBackPartition: (version: string) => `BUY_BACK#${version}`,
  buyBackPrice: (version: string, priceKey: string) => ({ pk: `BUY_BACK#${version}`, sk: priceKey }),
  /** An online quote by its reference. */
  quote: (quoteId: string) => ({ pk: `BUY_BACK_QUOTE#${quoteId}`, sk: 'QUOTE' }),
  /** gsi1 on a quote with a drop-off booked, until the counter re-grades it: the drop-offs by day (decision 350). */
  dropOffPartition: 'BUY_BACK_DROP_OFFS',
  dropOffByDay: (day: string, quoteId: string) => ({ gsi1pk: 'BUY_BACK_DROP_OFFS', gsi1sk: `${day}#${quoteId}` }),
};
