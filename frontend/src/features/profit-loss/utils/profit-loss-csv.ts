// The statement as CSV for the accountant: one line per figure, then the months.
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '../../../../../shared/schemas/reports/expenses';
import { CHANNELS, CHANNEL_LABELS, type ProfitLoss } from '../../../../../shared/schemas/reports/reports';
import { csvPounds, toCsv } from '../../../lib/csv-download';

export function profitLossCsv(pl: ProfitLoss): string {
  const rows: (string | number)[][] = [['Profit and loss', `${pl.from} to ${pl.to}`], ['Line', 'Amount (GBP)']];
  for (const c of CHANNELS) {
    rows.push([`Sales: ${CHANNEL_LABELS[c]} (net of VAT)`, csvPounds(pl.channels[c].salesNetPence)]);
    rows.push([`Refunds: ${CHANNEL_LABELS[c]} (net of VAT)`, csvPounds(-pl.channels[c].refundsNetPence)]);
  }
  rows.push(['Revenue', csvPounds(pl.revenuePence)], ['Cost of goods', csvPounds(-pl.costOfGoodsPence)], ['Gross margin', csvPounds(pl.grossMarginPence)]);
  for (const c of EXPENSE_CATEGORIES) rows.push([`Expenses: ${EXPENSE_CATEGORY_LABELS[c]} (net of VAT)`, csvPounds(-pl.expenses[c])]);
  rows.push(['Net profit', csvPounds(pl.netProfitPence)], ['VAT on sales', csvPounds(pl.vat.onSalesPence)], ['VAT on purchases', csvPounds(pl.vat.onPurchasesPence)]);
  rows.push(['VAT on purchases: expenses', csvPounds(pl.vat.onExpensesPence)], ['VAT on purchases: stock received on purchase orders', csvPounds(pl.vat.onStockPurchasesPence)], ['VAT due', csvPounds(pl.vat.duePence)]);
  rows.push([], ['Month', 'Revenue', 'Cost of goods', 'Expenses', 'Net profit']);
  for (const m of pl.months) rows.push([m.month, csvPounds(m.revenuePence), csvPounds(m.costOfGoodsPence), csvPounds(m.expensesPence), csvPounds(m.netProfitPence)]);
  return toCsv(rows);
}
