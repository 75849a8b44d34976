// Profit and loss over a range of London days, from the day rollups and the expenses: revenue per
// channel (sales less refunds, net of VAT), cost of goods, gross margin, expenses net of their VAT,
// net profit, and the VAT figures for the return (input VAT from expenses and from stock received on
// purchase orders); with the same figures per month for the chart.
import { EXPENSE_CATEGORIES, type Expense, type ExpenseCategory } from '../../shared/schemas/reports/expenses';
import { CHANNELS, type Channel, type ChannelFigures, type ProfitLoss } from '../../shared/schemas/reports/reports';
import type { ReportDay } from '../data/report-days';
import { occurrencesIn } from './expense-occurrences';
import { PURCHASE_FIELDS } from './purchase-contribution';

const n = (fields: Record<string, number>, name: string) => fields[name] ?? 0;

function channelFigures(days: readonly ReportDay[], channel: Channel): ChannelFigures {
  const sum = (name: string) => days.reduce((total, d) => total + n(d.fields, `${name}_${channel}`), 0);
  const salesNetPence = sum('sales_net');
  const refundsNetPence = sum('refunds_net');
  return {
    salesNetPence,
    refundsNetPence,
    revenuePence: salesNetPence - refundsNetPence,
    vatPence: sum('sales_vat') - sum('refunds_vat'),
    salesCount: sum('sales_count'),
    refundsCount: sum('refunds_count'),
  };
}

const costOfGoods = (days: readonly ReportDay[]) => days.reduce((total, d) => total + n(d.fields, 'cogs') - n(d.fields, 'cogs_returned'), 0);

/** Every month touched by from..to, as YYYY-MM. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    if (label > last) return months;
    months.push(label);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

export function profitLoss(days: readonly ReportDay[], expenses: readonly Expense[], from: string, to: string): ProfitLoss {
  const channels = Object.fromEntries(CHANNELS.map((c) => [c, channelFigures(days, c)])) as Record<Channel, ChannelFigures>;
  const revenuePence = CHANNELS.reduce((total, c) => total + channels[c].revenuePence, 0);
  const costOfGoodsPence = costOfGoods(days);
  const occurrences = expenses.flatMap((e) => occurrencesIn(e, from, to));
  const byCategory = Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, 0])) as Record<ExpenseCategory, number>;
  for (const { expense } of occurrences) byCategory[expense.category] += expense.amountPence - expense.vatPence;
  const expensesPence = EXPENSE_CATEGORIES.reduce((total, c) => total + byCategory[c], 0);
  const onSalesPence = CHANNELS.reduce((total, c) => total + channels[c].vatPence, 0);
  const onExpensesPence = occurrences.reduce((total, o) => total + o.expense.vatPence, 0);
  const onStockPurchasesPence = days.reduce((total, d) => total + n(d.fields, PURCHASE_FIELDS.vat), 0);
  const onPurchasesPence = onExpensesPence + onStockPurchasesPence;
  const months = monthsOf(from, to).map((month) => {
    const inMonth = days.filter((d) => d.day.startsWith(month));
    const revenue = CHANNELS.reduce((total, c) => total + channelFigures(inMonth, c).revenuePence, 0);
    const cogs = costOfGoods(inMonth);
    const spent = occurrences.filter((o) => o.day.startsWith(month)).reduce((total, o) => total + o.expense.amountPence - o.expense.vatPence, 0);
    return { month, revenuePence: revenue, costOfGoodsPence: cogs, expensesPence: spent, netProfitPence: revenue - cogs - spent };
  });
  return {
    from,
    to,
    channels,
    revenuePence,
    costOfGoodsPence,
    grossMarginPence: revenuePence - costOfGoodsPence,
    expenses: byCategory,
    expensesPence,
    netProfitPence: revenuePence - costOfGoodsPence - expensesPence,
    vat: { onSalesPence, onPurchasesPence, onExpensesPence, onStockPurchasesPence, duePence: onSalesPence - onPurchasesPence },
    months,
  };
}
