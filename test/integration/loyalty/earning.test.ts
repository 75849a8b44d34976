// Earning a till sale's points against DynamoDB Local: at once for the customer the sale knew (the
// SalePaid consumer's work), or later from the receipt's code; once per sale whoever asks, within
// the claim window; promotions; and a Gold member's repair collected with 3 extra warranty months.
// Sales are written here through the sales repository (the till's own tests make them through the
// drawer, which is one for the whole shop and shared by every test file).
import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { printedReceiptCode } from '../../../shared/sales/receipt-code';
import { newCustomerItems } from '../../../functions/data/customers';
import { allEntries, getAccount } from '../../../functions/data/loyalty-ledger';
import { getReceipt, receiptItem, saleItem, type SaleRecord } from '../../../functions/data/sales';
import { transactWrite } from '../../../functions/data/transact';
import { awardPoints } from '../../../functions/loyalty/points-ledger';
import { earnFromSale } from '../../../functions/loyalty/earn-from-sale';
import { newQrCode } from '../../../functions/repairs/qr-codes';
import { newReceiptCode } from '../../../functions/sales/create-sale';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { moveJob, openWalkIn, phoneDevice, signedInUser, type SignedIn } from '../repairs/repair-helpers';

useLocalBus();

let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInUser('admin');
});

async function linkedCustomer(userId: string): Promise<string> {
  const qrCode = newQrCode();
  await transactWrite(newCustomerItems({ qrCode, firstName: 'Aoife', lastName: 'Byrne', phone: `07${randomInt(100_000_000, 1_000_000_000)}`, userId, createdAt: new Date().toISOString() }));
  return qrCode;
}

interface LineSpec {
  kind: 'repair' | 'product' | 'custom';
  netPence: number;
  jobQr?: string;
  refundedPence?: number;
}

/** A sale as the till stores it, with its receipt. */
async function recordedSale(lines: LineSpec[], options: { customerQr?: string; soldAt?: Date; receiptCode?: string } = {}): Promise<SaleRecord> {
  const soldAt = (options.soldAt ?? new Date()).toISOString();
  const saleId = ulid();
  const total = lines.reduce((sum, l) => sum + l.netPence, 0);
  const sale: SaleRecord = {
    saleId,
    version: 1,
    invoiceNumber: `INV-T${randomInt(100_000, 999_999)}`,
    receiptCode: options.receiptCode ?? newReceiptCode(),
    soldAt,
    staff: { userId: admin.user.id, name: 'Ciara D.' },
    drawerSessionId: 'test',
    customer: options.customerQr ? { customerQr: options.customerQr, name: 'Aoife Byrne' } : undefined,
    lines: lines.map((l, i) => ({
      lineId: `L${i + 1}`,
      kind: l.kind,
      description: l.kind,
      jobQr: l.jobQr,
      jobNumber: l.jobQr ? 'DRS-1' : undefined,
      quantity: 1,
      unitPence: l.netPence,
      grossPence: l.netPence,
      lineDiscountPence: 0,
      basketDiscountPence: 0,
      netPence: l.netPence,
      refundedQuantity: l.refundedPence ? 1 : 0,
      refundedPence: l.refundedPence ?? 0,
    })),
    subtotalPence: total,
    lineDiscountsPence: 0,
    basketDiscountPence: 0,
    totalPence: total,
    vat: { ratePercent: 20, grossPence: total, netPence: Math.round(total / 1.2), vatPence: total - Math.round(total / 1.2) },
    payments: [{ method: 'cash', amountPence: total, tenderedPence: total, changePence: 0 }],
    changePence: 0,
    refundedPence: lines.reduce((sum, l) => sum + (l.refundedPence ?? 0), 0),
    refunds: [],
  };
  await transactWrite([saleItem(sale, null), receiptItem({ code: sale.receiptCode, saleId, invoiceNumber: sale.invoiceNumber, issuedAt: soldAt, claimedAt: null, claimedBy: null })]);
  return sale;
}

const claim = (who: SignedIn, code: string) => invoke(routes.claimReceiptPoints, { ...who.as, body: { code } });
const balanceOf = async (userId: string) => (await getAccount(userId))?.balance ?? 0;

describe('points at once for a known customer', () => {
  it('earns 1 point per whole pound of the repairs (not products), once however often the event comes', async () => {
    const member = await signedInUser('customer');
    const customerQr = await linkedCustomer(member.user.id);
    const job = await openWalkIn(admin, { customerQr });
    const withJob = await recordedSale([{ kind: 'repair', netPence: 8999, jobQr: job.qrCode }, { kind: 'product', netPence: 1999 }], { customerQr });
    expect(await earnFromSale(withJob.saleId, new Date(), null)).toBe('earned');
    expect(await earnFromSale(withJob.saleId, new Date(), null)).toBe('already-earned');
    expect(await balanceOf(member.user.id)).toBe(89);
    expect((await getReceipt(withJob.receiptCode))?.claimedBy).toBe(member.user.id);
    // The receipt's points are the member's: another account cannot claim them.
    const other = await signedInUser('customer');
    const second = await claim(other, withJob.receiptCode);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("This receipt's points have already been claimed.");
  });

  it('leaves a walk-in sale to be claimed from its receipt', async () => {
    const job = await openWalkIn(admin);
    const sale = await recordedSale([{ kind: 'repair', netPence: 5000, jobQr: job.qrCode }]);
    expect(await earnFromSale(sale.saleId, new Date(), null)).toBe('no-known-customer');
    expect((await getReceipt(sale.receiptCode))?.claimedAt).toBeNull();
  });
});

describe("a receipt's code as people type it (decision 248)", () => {
  const typedLikeAPerson = (code: string) => printedReceiptCode(code).toLowerCase();

  it('is 20 characters of Crockford base32, different on every receipt', () => {
    const codes = new Set(Array.from({ length: 100 }, () => newReceiptCode()));
    expect(codes.size).toBe(100);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
  });

  it('finds the receipt and claims its points from the code typed in lower case with spaces', async () => {
    const job = await openWalkIn(admin);
    const sale = await recordedSale([{ kind: 'repair', netPence: 4200, jobQr: job.qrCode }]);
    const typed = typedLikeAPerson(sale.receiptCode);
    expect(typed).toMatch(/^[0-9a-z]{4}( [0-9a-z]{4}){4}$/);
    const receipt = await invoke(routes.getReceipt, { params: { code: typed } });
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({ code: sale.receiptCode, invoiceNumber: sale.invoiceNumber });
    const member = await signedInUser('customer');
    const claimed = await claim(member, typed);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({ invoiceNumber: sale.invoiceNumber, points: 42, balance: 42 });
    expect((await getReceipt(sale.receiptCode))?.claimedBy).toBe(member.user.id);
  });

  it('reads O as 0 and I or L as 1, as Crockford base32 does', async () => {
    const code = `01${newReceiptCode().slice(2)}`;
    const sale = await recordedSale([{ kind: 'product', netPence: 999 }], { receiptCode: code });
    const lookAlikes = `ol${code.slice(2)}`;
    expect((await invoke(routes.getReceipt, { params: { code: lookAlikes } })).body.invoiceNumber).toBe(sale.invoiceNumber);
  });

  it('still finds a receipt printed with an old 22-character code, exactly as printed', async () => {
    const job = await openWalkIn(admin);
    const oldCode = `Ab_${randomInt(1e9, 1e10)}-xYz0123q`.slice(0, 22);
    expect(oldCode).toHaveLength(22);
    const sale = await recordedSale([{ kind: 'repair', netPence: 3000, jobQr: job.qrCode }], { receiptCode: oldCode });
    expect((await invoke(routes.getReceipt, { params: { code: oldCode } })).body.code).toBe(oldCode);
    const member = await signedInUser('customer');
    expect((await claim(member, ` ${oldCode} `)).body).toEqual({ invoiceNumber: sale.invoiceNumber, points: 30, balance: 30 });
    // Old codes are case-sensitive: a lower-case copy is another code, which no receipt has.
    const lower = await invoke(routes.getReceipt, { params: { code: oldCode.toLowerCase() } });
    expect([lower.status, lower.body.message]).toEqual([404, 'No receipt has that code.']);
  });

  it('refuses what is no receipt code with 400 and its message, never 500', async () => {
    const member = await signedInUser('customer');
    for (const code of ['abcd efgh', 'u'.repeat(20), 'x'.repeat(80)]) {
      const refused = await claim(member, code);
      expect([refused.status, refused.body.message], code).toEqual([400, 'That is not a receipt code']);
    }
    expect((await invoke(routes.getReceipt, { params: { code: 'abcd efgh' } })).status).toBe(400);
  });
});

describe('claiming a receipt', () => {
  it('adds the repairs points once to the account that claims it', async () => {
    const job = await openWalkIn(admin);
    const sale = await recordedSale([{ kind: 'repair', netPence: 6550, jobQr: job.qrCode, refundedPence: 1000 }, { kind: 'custom', netPence: 500 }]);
    const member = await signedInUser('customer');
    const first = await claim(member, sale.receiptCode);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ invoiceNumber: sale.invoiceNumber, points: 55, balance: 55 });
    const again = await claim(member, sale.receiptCode);
    expect(again.body).toEqual({ invoiceNumber: sale.invoiceNumber, points: 55, balance: 55 });
    expect((await allEntries(member.user.id)).map((e) => [e.kind, e.points, e.source.type])).toEqual([['earned', 55, 'receipt']]);
  });

  it('concurrent claims from five accounts: exactly one wins', async () => {
    const job = await openWalkIn(admin);
    const sale = await recordedSale([{ kind: 'repair', netPence: 12000, jobQr: job.qrCode }]);
    const members = await Promise.all(Array.from({ length: 5 }, () => signedInUser('customer')));
    const results = await Promise.all(members.map((m) => claim(m, sale.receiptCode)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const balances = await Promise.all(members.map((m) => balanceOf(m.user.id)));
    expect(balances.sort((a, b) => b - a)).toEqual([120, 0, 0, 0, 0]);
    const winner = members[results.findIndex((r) => r.status === 200)]!;
    expect((await getReceipt(sale.receiptCode))?.claimedBy).toBe(winner.user.id);
  });

  it('refuses a receipt past the 30-day window, one with no repairs, an unknown code, and visitors', async () => {
    const member = await signedInUser('customer');
    const old = await recordedSale([{ kind: 'repair', netPence: 5000 }], { soldAt: new Date(Date.now() - 31 * 24 * 3600_000) });
    const tooOld = await claim(member, old.receiptCode);
    expect(tooOld.status).toBe(409);
    expect(tooOld.body.message).toBe('This receipt is too old: points can be claimed within 30 days of the sale.');
    const productsOnly = await recordedSale([{ kind: 'product', netPence: 5000 }]);
    const nothing = await claim(member, productsOnly.receiptCode);
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('This receipt has no repairs on it, so it earns no points.');
    expect((await claim(member, newReceiptCode())).status).toBe(404);
    expect((await claim(member, 'short')).status).toBe(400);
    expect((await invoke(routes.claimReceiptPoints, { body: { code: old.receiptCode } })).status).toBe(401);
    expect(await balanceOf(member.user.id)).toBe(0);
  });

  it('adds promotion bonuses active on the day of the sale', async () => {
    const promo = await invoke(routes.createLoyaltyPromotion, { ...admin.as, body: { kind: 'repair-bonus', name: 'Tablet fortnight', deviceType: 'tablet', bonusPoints: 20, startsOn: '2020-01-01', endsOn: '2099-12-31' } });
    try {
      const job = await openWalkIn(admin, { device: phoneDevice({ make: 'Apple', model: 'iPad Air', type: 'tablet', imei: '' }) });
      const sale = await recordedSale([{ kind: 'repair', netPence: 4000, jobQr: job.qrCode }]);
      const member = await signedInUser('customer');
      const claimed = await claim(member, sale.receiptCode);
      expect(claimed.body.points).toBe(60);
      expect((await allEntries(member.user.id)).map((e) => e.kind).sort()).toEqual(['bonus', 'earned']);
    } finally {
      await invoke(routes.deleteLoyaltyPromotion, { ...admin.as, params: { promotionId: promo.body.id } });
    }
  });
});

describe('extended warranty', () => {
  it("gives a Gold member's repair collected now 12 + 3 months of warranty", async () => {
    const member = await signedInUser('customer');
    await awardPoints({ userId: member.user.id, key: 'test:gold', points: 450, source: { type: 'sale', id: 'test' }, description: 'Earlier repairs', at: new Date() });
    const customerQr = await linkedCustomer(member.user.id);
    const job = await openWalkIn(admin, { customerQr });
    for (const status of ['In repair', 'Quality check', 'Ready for collection', 'Collected']) expect((await moveJob(admin, job.qrCode, status)).status).toBe(200);
    const collected = await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } });
    const months = (end: Date, start: Date) => (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
    expect(months(new Date(collected.body.warrantyEndsAt), new Date(collected.body.collectedAt ?? Date.now()))).toBe(15);
  });
});
