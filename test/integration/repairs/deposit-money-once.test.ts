// A repair deposit's money moves exactly once (issue 27, decisions 230-231), against DynamoDB Local
// and the local provider's own books: the deposit link clicked 10 times at once opens one page, 10
// jobs' links at once their own pages; a page paid when nothing more was due (a deposit taken at
// the counter meanwhile, a page replaced near its expiry) is refunded automatically and said on the
// timeline; 10 deposit refunds at once give back once; the excess left on a collected job is refunded
// by staff; a refund stopped after the provider is finished by the retry, never repeated.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { getJobWithParts } from '../../../functions/data/jobs';
import { getIntent } from '../../../functions/data/payment-intents';
import { transactWrite } from '../../../functions/data/transact';
import { localProvider } from '../../../functions/payments/local-provider';
import { REPAIR_DEPOSIT_PURPOSE } from '../../../functions/repairs/deposit-purpose';
import { depositSummary } from '../../../functions/repairs/deposit-ledger';
import { startDepositCheckout } from '../../../functions/repairs/deposits';
import { planCollection } from '../../../functions/sales/collect-repair';
import { settleBus, useLocalBus } from '../../support/bus';
import { invoke, type InvokeResult } from '../../support/invoke';
import { payPage, providerBooks } from '../../support/local-payments';
import { createCustomerRecord, moveJob, openWalkIn, signedInUser, type SignedIn } from './repair-helpers';

useLocalBus();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInUser('admin');
});

const ORIGIN = 'http://localhost:5173';

/** A walk-in job with an estimate waiting for approval and a £20.00 deposit asked. */
async function jobWithDeposit(estimatePence = 8900): Promise<{ qrCode: string; jobNumber: string }> {
  const customer = (await createCustomerRecord(admin, { firstName: 'Orla', lastName: 'Kane', email: `orla${randomUUID().slice(0, 8)}@example.com` })).body;
  const job = await openWalkIn(admin, { customerQr: customer.qrCode });
  expect((await invoke(routes.updateJob, { ...admin.as, params: { qrCode: job.qrCode }, body: { estimatePence } })).status).toBe(200);
  expect((await invoke(routes.requestDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body: { amountPence: 2000, for: 'estimate' } })).status).toBe(200);
  expect((await moveJob(admin, job.qrCode, 'Diagnosing')).status).toBe(200);
  expect((await moveJob(admin, job.qrCode, 'Awaiting approval')).status).toBe(200);
  return { qrCode: job.qrCode, jobNumber: job.jobNumber };
}

const click = (qrCode: string) => invoke(routes.startDepositCheckout, { params: { qrCode }, headers: { origin: ORIGIN } });
const sessionOf = (url: string) => url.split('/').at(-1)!;
const refund = (qrCode: string, reason = 'Customer cancelled the repair') => invoke(routes.refundDeposit, { ...admin.as, params: { qrCode }, body: { reason } });

/** The job's ledger against the provider's books for it: what was taken and given back online, to the penny. */
async function expectBooksAgree(qrCode: string) {
  await settleBus();
  const found = (await getJobWithParts(qrCode))!;
  const online = (found.deposits ?? []).filter((d) => d.method === 'online');
  const provider = await providerBooks(REPAIR_DEPOSIT_PURPOSE, [qrCode]);
  expect(provider.paidPence).toBe(online.filter((d) => d.kind === 'payment').reduce((sum, d) => sum + d.amountPence, 0));
  expect(provider.refundedPence).toBe(online.filter((d) => d.kind === 'refund').reduce((sum, d) => sum - d.amountPence, 0));
  const summary = depositSummary(found.job, found.deposits)!;
  expect(summary.refundedPence).toBeLessThanOrEqual(summary.paidPence);
  expect(summary.heldPence).toBeGreaterThanOrEqual(0);
  return { found, summary, provider };
}

describe('a deposit taken at the counter, sent many times at once', () => {
  const takeAtCounter = (qrCode: string, amountPence: number, idempotencyKey: string) =>
    invoke(routes.takeCounterDeposit, { ...admin.as, params: { qrCode }, body: { amountPence, method: 'card', reference: '4242', idempotencyKey } });

  it('records one deposit for 10 identical requests, each answered with it', async () => {
    const { qrCode } = await jobWithDeposit();
    const key = `dep-${randomUUID()}`;

    const answers = await Promise.all(Array.from({ length: 10 }, () => takeAtCounter(qrCode, 2000, key)));

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const payments = ((await getJobWithParts(qrCode))!.deposits ?? []).filter((d) => d.kind === 'payment');
    expect(payments.map((d) => d.amountPence)).toEqual([2000]);
  });

  it('records each of 10 distinct requests once, or answers 409 with nothing recorded', async () => {
    const { qrCode } = await jobWithDeposit();

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => takeAtCounter(qrCode, 100 + i, `dep-${randomUUID()}`)));

    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const taken = answers.flatMap((a, i) => (a.status === 200 ? [100 + i] : []));
    const payments = ((await getJobWithParts(qrCode))!.deposits ?? []).filter((d) => d.kind === 'payment');
    expect(payments.map((d) => d.amountPence).sort()).toEqual(taken.sort());
    expect(taken.length).toBeGreaterThan(0);
  });
});

describe('the deposit link, clicked many times at once', () => {
  it('opens ONE page when the link is clicked 10 times at once; paid, it takes the deposit once', async () => {
    const job = await jobWithDeposit();

    const results = await Promise.all(Array.from({ length: 10 }, () => click(job.qrCode)));

    for (const result of results) expect([200, 409]).toContain(result.status);
    const urls = new Set(results.filter((r) => r.status === 200).map((r) => r.body.url));
    expect(urls.size).toBe(1);
    expect((await providerBooks(REPAIR_DEPOSIT_PURPOSE, [job.qrCode])).sessions).toHaveLength(1);
    const paid = await payPage(sessionOf([...urls][0]));
    expect(paid?.webhook.body.result).toBe('handled');
    const { summary, provider } = await expectBooksAgree(job.qrCode);
    expect(summary).toMatchObject({ paidPence: 2000, heldPence: 2000, duePence: 0 });
    expect(provider.paidPence).toBe(2000);
  });

  it('opens its own page for each of 10 jobs clicked at once; each paid, every job holds exactly its deposit', async () => {
    const jobs = await Promise.all(Array.from({ length: 10 }, () => jobWithDeposit()));

    const results = await Promise.all(jobs.map((job) => click(job.qrCode)));

    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.url)).size).toBe(10);
    await Promise.all(results.map((r) => payPage(sessionOf(r.body.url))));
    for (const job of jobs) {
      const { summary, provider } = await expectBooksAgree(job.qrCode);
      expect(summary).toMatchObject({ paidPence: 2000, refundedPence: 0, heldPence: 2000 });
      expect(provider.sessions).toHaveLength(1);
    }
  });
});

describe('a payment for more than is due', () => {
  it('refunds a page paid after the deposit was taken at the counter, automatically, and says so on the timeline', async () => {
    const job = await jobWithDeposit();
    const page = await click(job.qrCode);
    const counter = await invoke(routes.takeCounterDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body: { amountPence: 2000, method: 'card', reference: '4242', idempotencyKey: `dep-${randomUUID()}` } });
    expect(counter.status).toBe(200);

    const paid = await payPage(sessionOf(page.body.url));

    expect(paid?.webhook.body.result).toBe('handled');
    const { found, summary, provider } = await expectBooksAgree(job.qrCode);
    expect(provider).toMatchObject({ paidPence: 2000, refundedPence: 2000, refundCount: 1 });
    expect(summary).toMatchObject({ paidPence: 4000, refundedPence: 2000, heldPence: 2000, duePence: 0 });
    expect(found.timeline.map((e) => e.message)).toContain('£20.00 paid online beyond the deposit due refunded automatically to the card');
    const online = found.deposits!.find((d) => d.kind === 'payment' && d.method === 'online')!;
    expect(await getIntent(`deposit:${job.qrCode}:refund:${online.depositId}-refund-1`)).toMatchObject({ state: 'done', amountPence: 2000 });
  });

  it('refunds the second of two pages paid (the first replaced near its expiry), and the page is not offered again once paid', async () => {
    const job = await jobWithDeposit();
    const now = new Date();
    const first = await startDepositCheckout(job.qrCode, ORIGIN, now);
    const again = await startDepositCheckout(job.qrCode, ORIGIN, new Date(now.getTime() + 10 * 60_000));
    const replaced = await startDepositCheckout(job.qrCode, ORIGIN, new Date(now.getTime() + 26 * 60_000));

    await payPage(sessionOf(first.url));
    await payPage(sessionOf(replaced.url));

    expect(again.url).toBe(first.url);
    expect(replaced.url).not.toBe(first.url);
    const { summary, provider } = await expectBooksAgree(job.qrCode);
    expect(provider).toMatchObject({ paidPence: 4000, refundedPence: 2000 });
    expect(summary).toMatchObject({ paidPence: 4000, refundedPence: 2000, heldPence: 2000, duePence: 0 });
    expect(await click(job.qrCode)).toMatchObject({ status: 409, body: { message: 'There is no deposit to pay on this repair.' } });
  });
});

describe('deposit refunds, asked many times at once', () => {
  it('gives a cancelled job’s deposit back ONCE when 10 refunds (the same and different reasons) come at once', async () => {
    const job = await jobWithDeposit();
    await payPage(sessionOf((await click(job.qrCode)).body.url));
    expect((await moveJob(admin, job.qrCode, 'Cancelled')).status).toBe(200);

    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => refund(job.qrCode, i % 2 ? 'Customer cancelled the repair' : `Cancelled, request ${i}`)));

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(['This job holds no deposit to refund.', 'A refund of this deposit is being made. Reload the job in a moment.']).toContain(refused.body.message);
    }
    const { summary, provider } = await expectBooksAgree(job.qrCode);
    expect(provider).toMatchObject({ paidPence: 2000, refundedPence: 2000, refundCount: 1 });
    expect(summary).toMatchObject({ refundedPence: 2000, heldPence: 0 });
  });

  it('lets staff refund the excess a collected job’s bill did not use, once', async () => {
    const job = await jobWithDeposit(1500);
    await payPage(sessionOf((await click(job.qrCode)).body.url));
    for (const status of ['In repair', 'Quality check', 'Ready for collection']) expect((await moveJob(admin, job.qrCode, status)).status).toBe(200);
    await transactWrite((await planCollection(job.qrCode, { name: 'Ciara D.', role: 'admin' }, new Date(), null)).items);

    const results = await Promise.all([refund(job.qrCode, 'Deposit beyond the bill'), refund(job.qrCode, 'Deposit beyond the bill')]);

    expect(results.map((r: InvokeResult) => r.status).sort()).toEqual([200, 409]);
    const ok = results.find((r) => r.status === 200)!;
    expect(ok.body.deposit).toMatchObject({ paidPence: 2000, refundedPence: 500, heldPence: 0 });
    const { provider } = await expectBooksAgree(job.qrCode);
    expect(provider).toMatchObject({ paidPence: 2000, refundedPence: 500 });
  });

  it('finishes a deposit refund whose request stopped after the provider paid it, without paying it again', async () => {
    const job = await jobWithDeposit();
    await payPage(sessionOf((await click(job.qrCode)).body.url));
    expect((await moveJob(admin, job.qrCode, 'Cancelled')).status).toBe(200);
    const realRefund = localProvider.refund;
    localProvider.refund = async (request) => {
      await realRefund(request);
      throw new Error('socket hang up');
    };
    let lost: InvokeResult;
    try {
      lost = await refund(job.qrCode);
    } finally {
      localProvider.refund = realRefund;
    }

    const retried = await refund(job.qrCode);
    const again = await refund(job.qrCode);

    expect(lost.status).toBe(502);
    expect(retried.status).toBe(200);
    expect(again).toMatchObject({ status: 409, body: { message: 'This job holds no deposit to refund.' } });
    const { provider, summary } = await expectBooksAgree(job.qrCode);
    expect(provider).toMatchObject({ refundedPence: 2000, refundCount: 1 });
    expect(summary).toMatchObject({ refundedPence: 2000, heldPence: 0 });
  });
});
