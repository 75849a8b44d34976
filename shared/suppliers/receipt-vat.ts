// The cost and input VAT of goods received on a purchase order (decision 199): costs are pence
// without VAT (decision 180), so the VAT is the standard rate on the receipt's total, rounded once to
// the nearest penny, or none from a supplier that is not VAT registered.
import { VAT_RATE_PERCENT } from '../sales/vat';

export function receiptFigures(arrived: readonly { quantity: number; unitCostPence: number }[], vatRegistered: boolean): { netPence: number; vatPence: number } {
  const netPence = arrived.reduce((sum, a) => sum + a.quantity * a.unitCostPence, 0);
  return { netPence, vatPence: vatRegistered ? Math.round((netPence * VAT_RATE_PERCENT) / 100) : 0 };
}
