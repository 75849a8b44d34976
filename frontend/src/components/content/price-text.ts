// How a price row reads: "£189.00", "from £119.00" or "Quote on inspection".
import { formatPence } from '../../../../shared/money';
import { QUOTE_ON_INSPECTION } from '../../../../shared/content/price-labels';
import type { PriceRow } from '../../../../shared/schemas/content/services';

export function priceText(row: Pick<PriceRow, 'kind' | 'pricePence'>): string {
  if (row.kind === 'quote' || row.pricePence === undefined) return QUOTE_ON_INSPECTION;
  return row.kind === 'from' ? `from ${formatPence(row.pricePence)}` : formatPence(row.pricePence);
}
