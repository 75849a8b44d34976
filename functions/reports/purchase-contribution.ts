// What goods received on a purchase order add to the London day they arrived in the report rollups
// (decision 199): their cost without VAT and the input VAT on it, for profit and loss's VAT return.
// Pure: the consumer reads the order and writes the result.
import { londonDay } from '../../shared/dates';
import type { PurchaseOrder } from '../../shared/schemas/suppliers/purchase-order';
import type { Contribution } from './sales-contribution';

export const PURCHASE_FIELDS = { net: 'purchases_net', vat: 'purchases_vat', count: 'purchases_count' } as const;

/** Null for a receipt recorded before receipts carried their VAT: it has no figures to add. */
export function receiptContribution(receipt: PurchaseOrder['receipts'][number]): Contribution | null {
  if (receipt.netPence === undefined || receipt.vatPence === undefined) return null;
  return {
    day: londonDay(new Date(receipt.at)),
    fields: { [PURCHASE_FIELDS.net]: receipt.netPence, [PURCHASE_FIELDS.vat]: receipt.vatPence, [PURCHASE_FIELDS.count]: 1 },
  };
}
