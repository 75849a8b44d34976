// The till under simultaneous requests (issue 27, decisions 235 and 236): ten identical requests at
// once (a till retrying after a slow answer, a double tap) make one sale or refund and all get its
// answer; ten distinct ones at once all go through or get a clear 409; the drawer's open, cash moves
// and close race to one answer each. After each, the books agree to the penny: the invoice and credit
// note counters moved once per document and stay gapless, the drawer's moves sum to the documents'
// payments, stock and jobs moved once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { getProduct } from '../../../functions/data/products';
import { getCreditNote, lastNumberOf } from '../../../functions/data/invoices';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { missingCreditNoteNumbers, missingInvoiceNumbers } from '../../support/gapless';
import { invoke, type InvokeResult } from '../../support/invoke';
import { moveJob, openWalkIn, signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { stockedProduct } from '../shop/shop-helpers';

useLocalBus();
takeDrawerTurn();

const N = 10;
let admin: SignedIn;
const key = () => randomUUID();

async function readyJob(unitPence: number): Promise<{ qrCode: string; jobNumber: string }> {
  const job = await openWalkIn(admin);
  const added = await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'part', description: 'Screen', quantity: 1, unitPence } });
  expect(added.status).toBe(200);
  for (const status of ['In repair', 'Quality check', 'Ready for collection']) expect((await moveJob(admin, job.qrCode, status)).status).toBe(200);
  return { qrCode: job.qrCode, jobNumber: job.jobNumber };
}

const createSale = (body: Record<string, unknown>) => invoke(routes.createSale, { ...admin.as, body });
const refund = (saleId: string, body: Record<string, unknown>) => invoke(routes.refundSale, { ...admin.as, params: { saleId }, body });
const drawer = async () => (await invoke(routes.getCurrentDrawer, admin.as)).body.session;
const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const statuses = (results: InvokeResult[]) => results.map((r) => r.status).sort();

/** What the books hold now: both counters and the open drawer's moves. */
async function books() {
  const session = await drawer();
  return {
    invoices: await lastNumberOf('invoice'),
    creditNotes: await lastNumberOf('creditNote'),
    moves: session.moves.length as number,
    movedPence: session.moves.reduce((sum: number, m: { amountPence: number }) => sum + m.amountPence, 0) as number,
  };
}

beforeAll(async () => {
  admin = await signedInUser('admin');
  const open = await drawer();
  if (open) expect((await invoke(routes.closeDrawer, { ...admin.as, body: { sessionId: open.sessionId, count: {} } })).status).toBe(200);
});

describe('the drawer under simultaneous requests', () => {
  it('opens one session of ten opened at once; the others get a clear 409', async () => {
    const results = await times(N, () => invoke(routes.openDrawer, { ...admin.as, body: { floatPence: 5000 } }));

    expect(statuses(results)).toEqual([201, ...Array(N - 1).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe('A drawer session is already open. Close it before opening another.');
    const open = await drawer();
    expect(open.sessionId).toBe(results.find((r) => r.status === 201)!.body.sessionId);
    expect(open.moves).toHaveLength(1);
  });

  it('records ten cash moves made at once, each once, and the expected cash to the penny', async () => {
    const before = await books();

    const results = await times(N, (i) => invoke(routes.moveDrawerCash, { ...admin.as, body: { kind: i % 2 ? 'cash-out' : 'cash-in', amountPence: 100 + i, reason: `Move ${i}` } }));

    expect(statuses(results)).toEqual(Array(N).fill(200));
    const after = await books();
    const net = Array.from({ length: N }, (_, i) => (i % 2 ? -(100 + i) : 100 + i)).reduce((a, b) => a + b, 0);
    expect(after.moves - before.moves).toBe(N);
    expect(after.movedPence - before.movedPence).toBe(net);
    expect((await drawer()).report.expectedCashPence).toBe(5000 + net);
  });
});

describe('a till sale collecting a repair, sent at once', () => {
  it('answers ten identical requests (one key) with the one sale, collecting the job and taking the money once', async () => {
    const job = await readyJob(4500);
    const body = { idempotencyKey: key(), lines: [{ kind: 'repair', jobQr: job.qrCode }], payments: [{ method: 'card', amountPence: 4500, reference: '4421' }] };
    const before = await books();

    const results = await times(N, () => createSale(body));

    expect(results.map((r) => r.status), JSON.stringify(results.map((r) => r.body.message))).toEqual(Array(N).fill(201));
    expect(new Set(results.map((r) => r.body.saleId)).size).toBe(1);
    expect(new Set(results.map((r) => r.body.invoiceNumber)).size).toBe(1);
    const after = await books();
    expect(after.invoices - before.invoices).toBe(1);
    expect(after.moves - before.moves).toBe(1);
    expect(after.movedPence - before.movedPence).toBe(4500);
    expect((await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } })).body.status).toBe('Collected');
    expect(await missingInvoiceNumbers()).toEqual([]);
  });

  it('makes ten distinct sales at once, each of its own job, with ten consecutive invoices and their payments once', async () => {
    const jobs = await times(N, (i) => readyJob(1000 + i));
    const before = await books();

    const results = await times(N, (i) => createSale({ idempotencyKey: key(), lines: [{ kind: 'repair', jobQr: jobs[i]!.qrCode }], payments: [{ method: 'cash', amountPence: 1000 + i }] }));

    expect(results.map((r) => r.status), JSON.stringify(results.map((r) => r.body.message))).toEqual(Array(N).fill(201));
    const after = await books();
    expect(after.invoices - before.invoices).toBe(N);
    expect(new Set(results.map((r) => r.body.invoiceNumber)).size).toBe(N);
    expect(after.movedPence - before.movedPence).toBe(Array.from({ length: N }, (_, i) => 1000 + i).reduce((a, b) => a + b, 0));
    expect(after.moves - before.moves).toBe(N);
    expect(await missingInvoiceNumbers()).toEqual([]);
  });

  it('collects three jobs in one sale (the most a sale takes): one status-count move for them all', async () => {
    const jobs = await times(3, (i) => readyJob(2000 + i));
    const before = await books();

    const result = await createSale({ idempotencyKey: key(), lines: jobs.map((j) => ({ kind: 'repair', jobQr: j.qrCode })), payments: [{ method: 'cash', amountPence: 6003 }] });

    expect(result.status, JSON.stringify(result.body)).toBe(201);
    for (const job of jobs) expect((await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } })).body.status).toBe('Collected');
    expect((await books()).movedPence - before.movedPence).toBe(6003);
  });

  it('collects a job once when ten different sales try at once: one sale, nine clear 409s that move nothing', async () => {
    const job = await readyJob(3000);
    const before = await books();

    const results = await times(N, () => createSale({ idempotencyKey: key(), lines: [{ kind: 'repair', jobQr: job.qrCode }], payments: [{ method: 'cash', amountPence: 3000 }] }));

    expect(statuses(results)).toEqual([201, ...Array(N - 1).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(`${job.jobNumber} is Collected: only a job that is Ready for collection can be collected at the till.`);
    const after = await books();
    expect(after.invoices - before.invoices).toBe(1);
    expect(after.movedPence - before.movedPence).toBe(3000);
  });
});

describe('till refunds, sent at once', () => {
  /** A cash sale of `quantity` chargers at £10.01 each, less a basket discount so the units' shares do not divide evenly. */
  async function saleOf(quantity: number) {
    const product = await stockedProduct(quantity, { pricePence: 1001 });
    const total = 1001 * quantity - 7;
    const sold = await createSale({
      idempotencyKey: key(),
      lines: [{ kind: 'product', productId: product.id, quantity }],
      basketDiscount: { type: 'amount', value: 7, reason: 'Odd pence' },
      payments: [{ method: 'cash', amountPence: total }],
    });
    expect(sold.status).toBe(201);
    return { sale: sold.body, productId: product.id, total };
  }

  it('answers ten identical refunds of a whole line (one key) with the one refund: one credit note, one drawer move, restocked once', async () => {
    const { sale, productId, total } = await saleOf(3);
    const body = { idempotencyKey: key(), reason: 'Faulty', lines: [{ lineId: 'L1', quantity: 3, restock: true }] };
    const before = await books();

    const results = await times(N, () => refund(sale.saleId, body));

    expect(results.map((r) => r.status), JSON.stringify(results.map((r) => r.body.message))).toEqual(Array(N).fill(201));
    for (const r of results) expect(r.body.refunds).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.refunds[0].refundId)).size).toBe(1);
    const after = await books();
    expect(after.creditNotes - before.creditNotes).toBe(1);
    expect(after.moves - before.moves).toBe(1);
    expect(after.movedPence - before.movedPence).toBe(-total);
    expect((await getProduct(productId, true))!.onHand).toBe(3);
    expect(await missingCreditNoteNumbers()).toEqual([]);
  });

  it('makes ten distinct refunds of one unit each at once: together exactly what was paid, never more', async () => {
    const { sale, productId, total } = await saleOf(N);
    const before = await books();

    const results = await times(N, () => refund(sale.saleId, { idempotencyKey: key(), reason: 'Recall', lines: [{ lineId: 'L1', quantity: 1, restock: true }] }));

    expect(results.map((r) => r.status), JSON.stringify(results.map((r) => r.body.message))).toEqual(Array(N).fill(201));
    const saved = (await invoke(routes.getSale, { ...admin.as, params: { saleId: sale.saleId } })).body;
    expect(saved.refunds).toHaveLength(N);
    expect(saved.refundedPence).toBe(total);
    const notes = await Promise.all(saved.refunds.map((r: { creditNoteNumber: string }) => getCreditNote(r.creditNoteNumber)));
    expect(notes.reduce((sum, n) => sum + n!.totalPence, 0)).toBe(total);
    const after = await books();
    expect(after.creditNotes - before.creditNotes).toBe(N);
    expect(after.movedPence - before.movedPence).toBe(-total);
    expect((await getProduct(productId, true))!.onHand).toBe(N);
    expect(await missingCreditNoteNumbers()).toEqual([]);
  });

  it('refunds a line once when ten different refunds of all of it race: the others are refused and move nothing', async () => {
    const { sale, total } = await saleOf(2);
    const before = await books();

    const results = await times(N, () => refund(sale.saleId, { idempotencyKey: key(), reason: 'Returned', lines: [{ lineId: 'L1', quantity: 2 }] }));

    expect(statuses(results)).toEqual([201, ...Array(N - 1).fill(400)]);
    for (const r of results.filter((x) => x.status === 400)) expect(r.body.message).toMatch(/^Test charger .* has already been refunded\.$/);
    const after = await books();
    expect(after.creditNotes - before.creditNotes).toBe(1);
    expect(after.movedPence - before.movedPence).toBe(-total);
  });

  it('refuses to reuse a refund key on another sale with a clear 409', async () => {
    const first = await saleOf(1);
    const second = await saleOf(1);
    const idempotencyKey = key();
    expect((await refund(first.sale.saleId, { idempotencyKey, reason: 'Faulty', lines: [{ lineId: 'L1', quantity: 1 }] })).status).toBe(201);

    const reused = await refund(second.sale.saleId, { idempotencyKey, reason: 'Faulty', lines: [{ lineId: 'L1', quantity: 1 }] });

    expect(reused).toMatchObject({ status: 409, body: { message: 'That idempotency key was used for another request.' } });
  });
});

describe('closing the drawer at once', () => {
  afterAll(async () => {
    const open = await drawer();
    if (open) await invoke(routes.closeDrawer, { ...admin.as, body: { sessionId: open.sessionId, count: {} } });
  });

  it('closes it once of ten closes at once; the others are told it is closed', async () => {
    const { sessionId } = await drawer();

    const results = await times(N, () => invoke(routes.closeDrawer, { ...admin.as, body: { sessionId, count: {} } }));

    expect(statuses(results)).toEqual([200, ...Array(N - 1).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe('This drawer session is already closed.');
    expect(await drawer()).toBeNull();
  });
});
