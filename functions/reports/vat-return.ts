// The nine boxes of a VAT return (decision 321) from the profit and loss of the same days, so the two
// agree by construction: box 1 is its VAT on sales (the margin scheme's VAT due included), box 4 its
// VAT on purchases, box 6 its revenue less what was outside the scope of VAT, box 7 its expenses but
// wages plus the stock received, both net of VAT. Boxes 2, 8 and 9 count trade in goods with the EU
// (Northern Ireland's), which the shop does not record: they are 0.
import { VAT_TREATMENTS } from '../../shared/sales/vat';
import type { ProfitLoss } from '../../shared/schemas/reports/reports';
import type { VatReturn } from '../../shared/schemas/reports/vat-return';
import type { ReportDay } from '../data/report-days';
import { PURCHASE_FIELDS } from './purchase-contribution';

function sum(days: readonly ReportDay[], name: string): number {
  return days.reduce((total, d) => total + (d.fields[name] ?? 0), 0);
}

export function vatReturn(profitLoss: ProfitLoss, days: readonly ReportDay[]): VatReturn {
  const byTreatment = VAT_TREATMENTS.map((treatment) => ({
    treatment,
    grossPence: sum(days, `vat_sales_gross_${treatment}`) - sum(days, `vat_refunds_gross_${treatment}`),
    vatPence: sum(days, `vat_sales_vat_${treatment}`) - sum(days, `vat_refunds_vat_${treatment}`),
  })).filter((t) => t.grossPence !== 0 || t.vatPence !== 0);
  const outside = byTreatment.find((t) => t.treatment === 'outside')?.grossPence ?? 0;
  const box1 = profitLoss.vat.onSalesPence;
  const box2 = 0;
  const box4 = profitLoss.vat.onPurchasesPence;
  const box7 = profitLoss.expensesPence - profitLoss.expenses.wages + sum(days, PURCHASE_FIELDS.net);
  return {
    from: profitLoss.from,
    to: profitLoss.to,
    boxes: { box1, box2, box3: box1 + box2, box4, box5: box1 + box2 - box4, box6: profitLoss.revenuePence - outside, box7, box8: 0, box9: 0 },
    byTreatment,
  };
}
