// The report bench (decision 189): a fresh in-memory DynamoDB Local with a year of 20,000 sales
// (a refund every 400th) rolled up per day through the report consumer's own contribution code, then
// the sales report and profit and loss for the whole year, many times: p50/p99 and items read.
// Not a timed test; run alone with `npx tsx bench/report-api.ts` (prints a Markdown row).
import { performance } from 'node:perf_hooks';
import { percentile, withFreshTable } from './fresh-table';
import { vatBreakdown } from '../shared/sales/vat';
import type { Invoice } from '../shared/schemas/sales/invoice';

const SALES = 20_000;
const REFUND_EVERY = 400;
const RUNS = 200;
const YEAR = '2025';

async function main() {
  await withFreshTable(async () => {
    const { applyToDay, readReportDays } = await import('../functions/data/report-days');
    const { listExpenses, putExpense } = await import('../functions/data/expenses');
    const { invoiceContribution } = await import('../functions/reports/sales-contribution');
    const { salesReport } = await import('../functions/reports/sales-report');
    const { profitLoss } = await import('../functions/reports/profit-loss');

    const seedStart = performance.now();
    const byDay = new Map<string, Record<string, number>>();
    const start = Date.parse(`${YEAR}-01-01T09:00:00Z`);
    for (let i = 0; i < SALES; i++) {
      const issuedAt = new Date(start + Math.floor((i / SALES) * 365) * 86_400_000 + (i % 9) * 3_600_000).toISOString();
      const repair = i % 3 === 0;
      const unitPence = repair ? 6999 : 1299 + (i % 7) * 100;
      const invoice: Invoice = {
        number: `INV-${String(i + 1).padStart(6, '0')}`, issuedAt, source: i % 4 === 0 ? { kind: 'online', orderId: `o${i}` } : { kind: 'till', saleId: `s${i}` },
        lines: [{ lineId: 'L1', kind: repair ? 'repair' : 'product', description: 'Bench line', quantity: 1, unitPence, discountPence: 0, netPence: unitPence }],
        subtotalPence: unitPence, discountPence: 0, totalPence: unitPence, vat: vatBreakdown(unitPence), payments: [{ method: 'card', amountPence: unitPence }],
      };
      const { day, fields } = invoiceContribution(invoice, new Map([['L1', Math.round(unitPence * 0.35)]]));
      const sum = byDay.get(day) ?? {};
      for (const [name, value] of Object.entries({ ...fields, ...(i % REFUND_EVERY === 0 ? { refunds_net_till: 1000, refunds_vat_till: 200, refunds_count: 1 } : {}) })) sum[name] = (sum[name] ?? 0) + value;
      byDay.set(day, sum);
    }
    for (const [day, fields] of byDay) await applyToDay(`bench:${day}`, day, fields);
    const at = new Date().toISOString();
    await putExpense({ id: '01JD3M0000000000000000RENT', category: 'rent', description: 'Rent', amountPence: 95_000, vatPence: 0, date: `${YEAR}-01-01`, monthly: true, endsOn: null, createdAt: at, updatedAt: at, version: 1 }, null);
    const seedMs = performance.now() - seedStart;

    async function measure(run: () => Promise<number>) {
      const times: number[] = [];
      let items = 0;
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        items = await run();
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 50), p99: percentile(times, 99), items };
    }
    const from = `${YEAR}-01-01`;
    const to = `${YEAR}-12-31`;
    const sales = await measure(async () => {
      const days = await readReportDays(from, to);
      return salesReport(days, from, to, 'month', days.length).itemsRead;
    });
    const pl = await measure(async () => {
      const [days, expenses] = await Promise.all([readReportDays(from, to), listExpenses()]);
      profitLoss(days, expenses, from, to);
      return days.length + expenses.length;
    });
    console.log(`Seeded ${SALES} sales and ${SALES / REFUND_EVERY} refunds into ${byDay.size} day rollups in ${(seedMs / 1000).toFixed(1)} s`);
    console.log('| Report (a whole year) | DynamoDB requests | Items read | p50 (ms) | p99 (ms) |');
    console.log('|---|---|---|---|---|');
    console.log(`| Sales report by month | 1 Query | ${sales.items} | ${sales.p50.toFixed(1)} | ${sales.p99.toFixed(1)} |`);
    console.log(`| Profit and loss | 2 Queries (days, expenses) | ${pl.items} | ${pl.p50.toFixed(1)} | ${pl.p99.toFixed(1)} |`);
  });
}

await main();
