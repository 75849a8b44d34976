// The Purchases page's API bench (issue 29, decision 295): a fresh in-memory DynamoDB Local, an account
// with 200 purchases (till receipts, repair invoices, shop orders and credit notes), then GET
// /api/user/purchases through the real handler chain (session guard, validation, the one Query),
// first page and the page after it, many times: p50/p99 and the DynamoDB requests each answer took.
// Not a timed test; run alone with `npx tsx bench/purchases-api.ts` (prints a Markdown table).
import { performance } from 'node:perf_hooks';
import { percentile, withFreshTable } from './fresh-table';
import { PURCHASE_KINDS, type Purchase } from '../shared/schemas/purchases/purchase';

const PURCHASES = 200;
const RUNS = 300;

async function main() {
  await withFreshTable(async () => {
    const { createUser } = await import('../functions/data/users');
    const { createSession } = await import('../functions/data/sessions');
    const { sessionAttributesFor } = await import('../functions/data/admin-security');
    const { writePurchases } = await import('../functions/data/purchases');
    const { db } = await import('../functions/data/client');
    const { purchaseRoutes } = await import('../shared/api/routes/purchases');
    const { invoke } = await import('../test/support/invoke');

    const user = await createUser({ firstName: 'Bench', lastName: 'Buyer', email: 'purchases.bench@example.com', phone: '07700900999', username: 'purchases_bench', passwordHash: 'not-used', role: 'customer', emailVerified: true });
    const { token } = await createSession({ userId: user.id, role: 'customer', attributes: await sessionAttributesFor(user) }, new Date());
    const start = Date.parse('2025-01-01T09:00:00.000Z');
    const rows: Purchase[] = Array.from({ length: PURCHASES }, (_, i) => {
      const kind = PURCHASE_KINDS[i % PURCHASE_KINDS.length]!;
      const number = kind === 'credit-note' ? `CN-${String(i + 1).padStart(6, '0')}` : `INV-${String(i + 1).padStart(6, '0')}`;
      return { kind, number, issuedAt: new Date(start + i * 86_400_000).toISOString(), totalPence: 999 + i * 37, ...(kind === 'order' ? { orderId: `01JBENCH${String(i).padStart(18, '0')}` } : {}), ...(kind === 'credit-note' ? { invoiceNumber: `INV-${String(i).padStart(6, '0')}` } : {}) };
    });
    await writePurchases(user.id, rows);
    const as = { cookies: { drs_session: token } };

    async function measure(query: Record<string, string>) {
      const times: number[] = [];
      let rowsAnswered = 0;
      let requests = 0;
      for (let i = 0; i < RUNS; i++) {
        const sent = db.send.bind(db);
        let count = 0;
        db.send = ((command: never) => {
          count++;
          return sent(command);
        }) as typeof db.send;
        const t = performance.now();
        const answer = await invoke(purchaseRoutes.listMyPurchases, { ...as, query });
        times.push(performance.now() - t);
        db.send = sent;
        if (answer.status !== 200) throw new Error(`GET /api/user/purchases answered ${answer.status}`);
        rowsAnswered = answer.body.purchases.length;
        requests = count;
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 50), p99: percentile(times, 99), rowsAnswered, requests };
    }
    const first = await measure({});
    const cursor = (await invoke(purchaseRoutes.listMyPurchases, as)).body.nextCursor as string;
    const second = await measure({ cursor });
    console.log(`${PURCHASES} purchases on one account; ${RUNS} requests each, one at a time, through the handler chain`);
    console.log('| GET /api/user/purchases | DynamoDB requests | Rows answered | p50 (ms) | p99 (ms) |');
    console.log('|---|---|---|---|---|');
    console.log(`| First page | ${first.requests} (session GetItem, 1 Query) | ${first.rowsAnswered} | ${first.p50.toFixed(1)} | ${first.p99.toFixed(1)} |`);
    console.log(`| Second page (cursor) | ${second.requests} (session GetItem, 1 Query) | ${second.rowsAnswered} | ${second.p50.toFixed(1)} | ${second.p99.toFixed(1)} |`);
  });
}

await main();
