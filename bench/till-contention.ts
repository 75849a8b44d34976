// The till's sale p99 with many tills at once (issue 33; decision 364): on a fresh in-memory DynamoDB
// Local, N tills each record sales back to back through createSale (one cash line, the shop's one
// open drawer), all at once; each sale's time, and how many TransactWriteItems it took (a sale that
// lost the invoice counter's race, or another sale's transaction on the same day rollup or drawer,
// builds and commits again). Runs 1 till, then the given number. In-process, no HTTP: the figures are
// the data layer's. Not a timed test: `npx tsx bench/till-contention.ts [--tills 20] [--sales 10]`.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { percentile, withFreshTable } from './fresh-table';

const { values } = parseArgs({ options: { tills: { type: 'string', default: '20' }, sales: { type: 'string', default: '10' } } });
const TILLS = Number(values.tills);
const SALES_PER_TILL = Number(values.sales);

interface Round {
  tills: number;
  sales: number;
  refused: number;
  p50: number;
  p99: number;
  max: number;
  /** TransactWriteItems requests per recorded sale (1 when nothing raced). */
  commitsPerSale: number;
  salesPerSecond: number;
}

await withFreshTable(async () => {
  // The sale's announcements go to their consumers as on `npm start`, outside the sale's own awaits.
  const { LocalBus } = await import('../scripts/local/local-bus');
  new LocalBus().attach();
  const { db } = await import('../functions/data/client');
  const { openDrawer } = await import('../functions/drawer/drawer');
  const { createSale } = await import('../functions/sales/create-sale');
  const { ConflictError } = await import('../functions/lib/http-errors');
  // Every sale's TransactWriteItems sent (the one that moves the invoice counter), committed or
  // cancelled: a lost race is a cancelled one, built and sent again.
  let commitsSent = 0;
  db.middlewareStack.add(
    (next) => (args) => {
      const items = (args.input as { TransactItems?: { Update?: { Key?: Record<string, unknown> } }[] }).TransactItems ?? [];
      if (items.some((item) => item.Update?.Key?.pk === 'COUNTER' && item.Update.Key.sk === 'INVOICE_NUMBER')) commitsSent += 1;
      return next(args);
    },
    { step: 'initialize', name: 'benchCommitCounter' },
  );
  const staff = { userId: 'bench', name: 'Bench' };
  await openDrawer(0, staff, new Date());

  const sale = () =>
    createSale(
      { idempotencyKey: randomUUID(), lines: [{ kind: 'custom', description: 'Bench sale', quantity: 1, unitPence: 2000 }], payments: [{ method: 'cash', amountPence: 2000 }] },
      { by: { ...staff, role: 'admin' }, now: new Date(), siteOrigin: null, caller: { clientIp: '127.0.0.1', userAgent: 'bench' } },
    );

  async function round(tills: number): Promise<Round> {
    const times: number[] = [];
    let refused = 0;
    const before = commitsSent;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: tills }, async () => {
        for (let i = 0; i < SALES_PER_TILL; i++) {
          const t = performance.now();
          try {
            await sale();
            times.push(performance.now() - t);
          } catch (error) {
            if (!(error instanceof ConflictError)) throw error;
            refused += 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const commits = commitsSent - before;
    return { tills, sales: times.length, refused, p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1)!, commitsPerSale: commits / Math.max(1, times.length), salesPerSecond: times.length / seconds };
  }

  for (let i = 0; i < 5; i++) await sale();
  const rounds = [await round(1), await round(TILLS)];
  console.log(`Till sales, ${SALES_PER_TILL} a till back to back (load ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  console.log('| Tills at once | Sales | Refused (409) | p50 ms | p99 ms | max ms | Commits a sale | Sales/s |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rounds) console.log(`| ${r.tills} | ${r.sales} | ${r.refused} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.commitsPerSale.toFixed(2)} | ${r.salesPerSecond.toFixed(1)} |`);
});
