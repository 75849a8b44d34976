// An online order's lines on its invoice and credit notes are named by their place on the order
// (decision 138): the shop issues them, the reports find each line's product by it. Their VAT is
// reckoned here once for the checkout's figure and the invoice (decision 320).
import { allocatePence } from '../reports/allocate';
import { vatOfLines, type VatTreatment } from './vat';

export const onlineOrderLineId = (index: number): string => `L${index + 1}`;

interface OrderGoodsLine {
  unitPricePence: number;
  quantity: number;
  vatTreatment?: VatTreatment;
  marginCostPence?: number;
}

/**
 * The order's goods then its delivery fee (standard rated, decision 320): each one's gross, its share
 * of a reward's discount spread by gross, what is left to pay, and the VAT of each and of the order.
 */
export function orderLineFigures(lines: readonly OrderGoodsLine[], deliveryPence: number, rewardDiscountPence: number) {
  const gross = [...lines.map((line) => line.unitPricePence * line.quantity), ...(deliveryPence ? [deliveryPence] : [])];
  const discounts = allocatePence(rewardDiscountPence, gross);
  const nets = gross.map((g, i) => g - discounts[i]!);
  const { lineVat, vat } = vatOfLines(
    nets.map((net, i) => {
      const line = lines[i];
      return { treatment: line?.vatTreatment, grossPence: net, marginCostPence: line?.marginCostPence === undefined ? undefined : line.marginCostPence * line.quantity };
    }),
  );
  return { gross, discounts, nets, lineVat, vat };
}
