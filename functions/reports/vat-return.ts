// The nine boxes of a VAT return (decision 321) from the profit and loss of the same days, so the two
// agree by construction: box 1 is its VAT on sales (the margin scheme's VAT due included), box 4 its
// VAT on purchases, box 6 its revenue less what was outside the scope of VAT, box 7 its expenses but
// wages plus the stock received and the second-hand goods bought from the public (decision 356), all
// net of VAT. Boxes 2, 8 and 9 count trade in goods with the EU (Northern Ireland's), which the shop
// does not record: they are 0. The lines behind boxes 1, 4, 6 and 7 are each day's rollup figures and
// each expense, so a box's lines add up to it.
import { VAT_TREATMENTS } from '../../shared/sales/vat';
import { CHANNEL_LABELS, CHANNELS, type ProfitLoss } from '../../shared/schemas/reports/reports';
import type { Expense } from '../../shared/schemas/reports/expenses';
import type { VatReturn, VatReturnLine } from '../../shared/schemas/reports/vat-return';
import type { ReportDay } from '../data/report-days';
import { TRADE_IN_PURCHASE_FIELDS } from '../data/stock-book';
import { occurrencesIn } from './expense-occurrences';
import { PURCHASE_FIELDS } from './purchase-contribution';

function sum(days: readonly ReportDay[], name: string): number {
  return days.reduce((total, d) => total + (d.fields[name] ?? 0), 0);
}

const outsideOf = (fields: Record<string, number>) => (fields.vat_sales_gross_outside ?? 0) - (fields.vat_refunds_gross_outside ?? 0);

function lines(days: readonly ReportDay[], expenses: readonly Expense[], from: string, to: string): VatReturnLine[] {
  const out: VatReturnLine[] = [];
  const add = (box: VatReturnLine['box'], day: string, source: string, pence: number | undefined) => {
    if (pence) out.push({ box, day, source, pence });
  };
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  for (const { day, fields } of sorted) {
    for (const c of CHANNELS) {
      add(1, day, `VAT on sales: ${CHANNEL_LABELS[c]}`, fields[`sales_vat_${c}`]);
      add(1, day, `VAT on refunds: ${CHANNEL_LABELS[c]}`, -(fields[`refunds_vat_${c}`] ?? 0));
      add(6, day, `Sales net of VAT: ${CHANNEL_LABELS[c]}`, fields[`sales_net_${c}`]);
      add(6, day, `Refunds net of VAT: ${CHANNEL_LABELS[c]}`, -(fields[`refunds_net_${c}`] ?? 0));
    }
    add(6, day, 'Outside the scope of VAT', -outsideOf(fields));
    add(4, day, 'VAT on stock received', fields[PURCHASE_FIELDS.vat]);
    add(7, day, 'Stock received, net of VAT', fields[PURCHASE_FIELDS.net]);
    add(7, day, 'Second-hand goods bought from the public (trade-ins)', fields[TRADE_IN_PURCHASE_FIELDS.net]);
  }
  const occurrences = expenses.flatMap((e) => occurrencesIn(e, from, to)).sort((a, b) => a.day.localeCompare(b.day));
  for (const { day, expense } of occurrences) {
    add(4, day, `VAT on expense: ${expense.description}`, expense.vatPence);
    if (expense.category !== 'wages') add(7, day, `Expense net of VAT: ${expense.description}`, expense.amountPence - expense.vatPence);
  }
  return out;
}

export function vatReturn(profitLoss: ProfitLoss, days: readonly ReportDay[], expenses: readonly Expense[]): VatReturn {
  const byTreatment = VAT_TREATMENTS.map((treatment) => ({
    treatment,
    grossPence: sum(days, `vat_sales_gross_${treatment}`) - sum(days, `vat_refunds_gross_${treatment}`),
    vatPence: sum(days, `vat_sales_vat_${treatment}`) - sum(days, `vat_refunds_vat_${treatment}`),
  })).filter((t) => t.grossPence !== 0 || t.vatPence !== 0);
  const outside = byTreatment.find((t) => t.treatment === 'outside')?.grossPence ?? 0;
  const box1 = profitLoss.vat.onSalesPence;
  const box2 = 0;
  const box4 = profitLoss.vat.onPurchasesPence;
  const box7 = profitLoss.expensesPence - profitLoss.expenses.wages + sum(days, PURCHASE_FIELDS.net) + sum(days, TRADE_IN_PURCHASE_FIELDS.net);
  return {
    from: profitLoss.from,
    to: profitLoss.to,
    boxes: { box1, box2, box3: box1 + box2, box4, box5: box1 + box2 - box4, box6: profitLoss.revenuePence - outside, box7, box8: 0, box9: 0 },
    byTreatment,
    lines: lines(days, expenses, profitLoss.from, profitLoss.to),
  };
}
