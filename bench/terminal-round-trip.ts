// The card reader bench (decision 281): on a fresh in-memory DynamoDB Local with the simulated reader,
// one till sale's round trip, many times: the payment sent to the reader (recorded, then the reader
// asked), Approve pressed (its signed success event through the payments webhook), and the sale
// recorded with the succeeded payment. p50/p99 of create to completed, in-process (no HTTP, no
// Lambda cold starts). Not a timed test; run alone with `npx tsx bench/terminal-round-trip.ts`.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startDynamoDbLocal } from '../scripts/local/dynamodb-local';
import { ensureTable } from '../scripts/local/create-table';
import { freePort } from '../scripts/local/ports';
import { LOCAL_TABLE_NAME } from '../shared/table-design';

const RUNS = 200;
const WARM_UP = 10;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  try {
    await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
    // The functions read their environment once, at import: set it first.
    Object.assign(process.env, { STAGE: 'test', TABLE_NAME: LOCAL_TABLE_NAME, DYNAMODB_ENDPOINT: dynamo.endpoint, LOG_LEVEL: 'SILENT', PAYMENT_PROVIDER: 'local' });
    // The sale's announcements go to their consumers as on `npm start`, outside the measured trip's awaits.
    const { LocalBus } = await import('../scripts/local/local-bus');
    const bus = new LocalBus().attach();
    const { openDrawer } = await import('../functions/drawer/drawer');
    const { registerReader, startTerminalPayment } = await import('../functions/sales/terminal-payments');
    await import('../functions/sales/terminal-events');
    const { clearLocalReaderAction, getLocalReader } = await import('../functions/data/local-readers');
    const { localReaderEvent } = await import('../functions/payments/local-reader-events');
    const { handleWebhook } = await import('../functions/payments/handle-webhook');
    const { verifyPaymentWebhook } = await import('../functions/payments/verify-webhook');
    const { createSale } = await import('../functions/sales/create-sale');

    const staff = { userId: 'bench', name: 'Bench' };
    await openDrawer(0, staff, new Date());
    const reader = await registerReader({ label: 'Bench reader', location: 'Counter' }, new Date());

    async function roundTrip(): Promise<number> {
      const saleKey = randomUUID();
      const paymentKey = randomUUID();
      const t = performance.now();
      await startTerminalPayment({ paymentKey, saleKey, readerId: reader.readerId, amountPence: 1500 }, staff, new Date());
      const action = (await getLocalReader(reader.providerReaderId))!.action!;
      await clearLocalReaderAction(reader.providerReaderId, action.providerPaymentId);
      const event = localReaderEvent(reader.providerReaderId, action, 'approve');
      if ((await handleWebhook(verifyPaymentWebhook, event.body, event.signature, new Date())) !== 'handled') throw new Error('The success event was not handled');
      await createSale(
        {
          idempotencyKey: saleKey,
          lines: [{ kind: 'custom', description: 'Bench sale', quantity: 1, unitPence: 2000 }],
          payments: [{ method: 'cash', amountPence: 500 }, { method: 'terminal', amountPence: 1500, terminalPaymentKey: paymentKey }],
        },
        { by: { ...staff, role: 'admin' }, now: new Date(), siteOrigin: null, caller: { clientIp: '127.0.0.1', userAgent: 'bench' } },
      );
      return performance.now() - t;
    }

    for (let i = 0; i < WARM_UP; i++) await roundTrip();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await roundTrip());
    times.sort((a, b) => a - b);
    await bus.drain();
    const date = new Date().toISOString().slice(0, 10);
    console.log('| Date | Round trips | p50 | p99 | max |');
    console.log('| --- | --- | --- | --- | --- |');
    console.log(`| ${date} | ${RUNS} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 99).toFixed(1)} ms | ${times.at(-1)!.toFixed(1)} ms |`);
  } finally {
    await dynamo.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
