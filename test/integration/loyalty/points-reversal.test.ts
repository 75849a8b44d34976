// Points of refunded repairs taken back (issue 27, decision 239), through the till's own routes and
// the bus: a member's repair earns its points; refunding it takes them back from the credit note's
// event, once per refund however often the event comes; never below 0, what was already spent shown
// on the entry; a refund before the points were earned leaves nothing to take back; ten refunds at
// once take back exactly what the refunded repairs earned.
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { newCustomerItems } from '../../../functions/data/customers';
import { allEntries, getAccount } from '../../../functions/data/loyalty-ledger';
import { getReceipt } from '../../../functions/data/sales';
import { transactWrite } from '../../../functions/data/transact';
import { redeemPoints } from '../../../functions/loyalty/points-ledger';
import { takeBackRefundedPoints } from '../../../functions/loyalty/take-back-points';
import { tierProgress } from '../../../functions/loyalty/tier-progress';
import { newQrCode } from '../../../functions/repairs/qr-codes';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { missingCreditNoteNumbers } from '../../support/gapless';
import { invoke } from '../../support/invoke';
import { moveJob, openWalkIn, signedInUser, type SignedIn } from '../repairs/repair-helpers';

const bus = useLocalBus();
takeDrawerTurn();

let admin: SignedIn;
const key = () => randomUUID();

/** Broken rules of the ledger: a cause written twice, a balance other than the entries' sum, a balance below 0. */
async function violations(userId: string): Promise<number> {
  const entries = await allEntries(userId);
  const balance = (await getAccount(userId))?.balance ?? 0;
  const keys = entries.map((e) => e.key);
  return keys.length - new Set(keys).size + (balance !== entries.reduce((sum, e) => sum + e.points, 0) ? 1 : 0) + (balance < 0 ? 1 : 0);
}

async function readyJob(unitPence: number): Promise<string> {
  const job = await openWalkIn(admin);
  expect((await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'part', description: 'Screen', quantity: 1, unitPence } })).status).toBe(200);
  for (const status of ['In repair', 'Quality check', 'Ready for collection']) expect((await moveJob(admin, job.qrCode, status)).status).toBe(200);
  return job.qrCode;
}

/** A member with a customer record: the till knows them, so a sale's points are earned at once. */
async function member(): Promise<{ userId: string; customerQr: string }> {
  const user = await signedInUser('customer');
  const customerQr = newQrCode();
  await transactWrite(newCustomerItems({ qrCode: customerQr, firstName: 'Aoife', lastName: 'Byrne', phone: `07${randomInt(100_000_000, 1_000_000_000)}`, userId: user.user.id, createdAt: new Date().toISOString() }));
  return { userId: user.user.id, customerQr };
}

/** A cash sale of repairs (and anything else) to the member; the bus is drained so its points are earned. */
async function sale(customerQr: string | undefined, repairs: number[], extra: Record<string, unknown>[] = []) {
  const lines = [...(await Promise.all(repairs.map(async (p) => ({ kind: 'repair', jobQr: await readyJob(p) })))), ...extra];
  const total = repairs.reduce((a, b) => a + b, 0) + extra.reduce((a, l) => a + (l.unitPence as number) * (l.quantity as number), 0);
  const sold = await invoke(routes.createSale, { ...admin.as, body: { idempotencyKey: key(), ...(customerQr ? { customerQr } : {}), lines, payments: [{ method: 'cash', amountPence: total }] } });
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  await bus.drain();
  return sold.body;
}

const refund = (saleId: string, lines: { lineId: string; quantity: number }[], idempotencyKey = key()) =>
  invoke(routes.refundSale, { ...admin.as, params: { saleId }, body: { idempotencyKey, reason: 'Repair failed again', lines } });
const balanceOf = async (userId: string) => (await getAccount(userId))?.balance ?? 0;

beforeAll(async () => {
  admin = await signedInUser('admin');
  if (!(await invoke(routes.getCurrentDrawer, admin.as)).body.session) expect((await invoke(routes.openDrawer, { ...admin.as, body: { floatPence: 0 } })).status).toBe(201);
});

describe('points of refunded repairs', () => {
  it('takes back the points a refunded repair earned, once, however often the credit note is announced', async () => {
    const { userId, customerQr } = await member();
    const sold = await sale(customerQr, [8000, 4550]);
    expect(await balanceOf(userId)).toBe(125);

    const refunded = await refund(sold.saleId, [{ lineId: 'L1', quantity: 1 }]);
    await bus.drain();

    expect(refunded.status).toBe(201);
    // 125.50 paid for repairs earned 125; 45.50 left earns 45: 80 come back.
    expect(await balanceOf(userId)).toBe(45);
    const creditNote = refunded.body.refunds[0].creditNoteNumber;
    expect(await takeBackRefundedPoints(creditNote, new Date())).toBe('already-taken-back');
    const reversal = (await allEntries(userId)).filter((e) => e.kind === 'reversed');
    expect(reversal).toEqual([expect.objectContaining({ key: `sale:${sold.saleId}:refund:${refunded.body.refunds[0].refundId}`, points: -80, alreadySpent: 0 })]);
    expect(reversal[0]!.description).toContain(creditNote);
    expect((await tierProgress(userId, new Date())).qualifyingPoints).toBe(45);
    expect(await violations(userId)).toBe(0);
  });

  it('never takes the balance below 0: what was already spent is shown on the entry and still leaves the tier', async () => {
    const { userId, customerQr } = await member();
    const sold = await sale(customerQr, [9000]);
    await redeemPoints({ userId, key: `reward:${key()}`, points: 60, source: { type: 'reward', id: 'test' }, description: 'Test reward', at: new Date() });

    await refund(sold.saleId, [{ lineId: 'L1', quantity: 1 }]);
    await bus.drain();

    expect(await balanceOf(userId)).toBe(0);
    const [reversal] = (await allEntries(userId)).filter((e) => e.kind === 'reversed');
    expect(reversal).toMatchObject({ points: -30, alreadySpent: 60 });
    expect(reversal!.description).toContain('60 already spent, 30 taken back');
    expect((await tierProgress(userId, new Date())).qualifyingPoints).toBe(0);
    expect(await violations(userId)).toBe(0);
  });

  it('records a reversal of points all spent with 0 taken, so the ledger says why nothing came back', async () => {
    const { userId, customerQr } = await member();
    const sold = await sale(customerQr, [5000]);
    await redeemPoints({ userId, key: `reward:${key()}`, points: 50, source: { type: 'reward', id: 'test' }, description: 'Test reward', at: new Date() });

    await refund(sold.saleId, [{ lineId: 'L1', quantity: 1 }]);
    await bus.drain();

    const [reversal] = (await allEntries(userId)).filter((e) => e.kind === 'reversed');
    expect(reversal).toMatchObject({ points: 0, alreadySpent: 50 });
    expect(reversal!.description).toContain('50 points to take back, already spent');
    expect(await balanceOf(userId)).toBe(0);
    expect(await violations(userId)).toBe(0);
  });

  it('takes nothing back for refunded products (they earned nothing), and nothing twice across refunds', async () => {
    const { userId, customerQr } = await member();
    const sold = await sale(customerQr, [6000], [{ kind: 'custom', description: 'Case', quantity: 2, unitPence: 1500 }]);
    expect(await balanceOf(userId)).toBe(60);

    await refund(sold.saleId, [{ lineId: 'L2', quantity: 2 }]);
    await bus.drain();
    expect(await balanceOf(userId)).toBe(60);
    await refund(sold.saleId, [{ lineId: 'L1', quantity: 1 }]);
    await bus.drain();

    expect(await balanceOf(userId)).toBe(0);
    expect((await getReceipt(sold.receiptCode))?.pointsReversed).toBe(60);
    expect(await violations(userId)).toBe(0);
  });

  it('leaves a walk-in receipt refunded before it was claimed to earn only what is left', async () => {
    const sold = await sale(undefined, [7000, 3000]);
    await refund(sold.saleId, [{ lineId: 'L1', quantity: 1 }]);
    await bus.drain();
    const claimer = await signedInUser('customer');

    const claimed = await invoke(routes.claimReceiptPoints, { ...claimer.as, body: { code: sold.receiptCode } });

    expect(claimed.body.points).toBe(30);
    expect(await balanceOf(claimer.user.id)).toBe(30);
    expect((await allEntries(claimer.user.id)).filter((e) => e.kind === 'reversed')).toEqual([]);
  });

  it('takes back exactly what the refunded repairs earned when ten refunds of one sale run at once', async () => {
    const { userId, customerQr } = await member();
    const sold = await sale(customerQr, [1001, 1002, 1003], [{ kind: 'custom', description: 'Case', quantity: 7, unitPence: 500 }]);
    expect(await balanceOf(userId)).toBe(30);
    const requests = [
      [{ lineId: 'L1', quantity: 1 }],
      [{ lineId: 'L2', quantity: 1 }],
      [{ lineId: 'L3', quantity: 1 }],
      ...Array.from({ length: 7 }, () => [{ lineId: 'L4', quantity: 1 }]),
    ];

    const results = await Promise.all(requests.map((lines) => refund(sold.saleId, lines)));
    await bus.drain();

    expect(results.map((r) => r.status), JSON.stringify(results.map((r) => r.body.message))).toEqual(Array(10).fill(201));
    expect(await balanceOf(userId)).toBe(0);
    expect((await allEntries(userId)).filter((e) => e.kind === 'reversed').reduce((sum, e) => sum + e.points, 0)).toBe(-30);
    expect(await violations(userId)).toBe(0);
    expect(await missingCreditNoteNumbers()).toEqual([]);
  });
});
