// Till refunds and vouchers (issue 29, decision 340): a refund the customer takes as store credit is a
// `credited` entry in the refund's transaction, recorded on the credit note, never a drawer move; ten
// identical such refunds at once credit once; what a gift card or store credit paid goes back onto it;
// a sale without a customer account cannot be refunded to store credit. The customer record's store
// credit (decision 341) shows the balance and the ledger.
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { newCustomerItems } from '../../../functions/data/customers';
import { getCreditNote } from '../../../functions/data/invoices';
import { getBalance, getGiftCard, readLedger } from '../../../functions/data/gift-cards';
import { transactWrite } from '../../../functions/data/transact';
import { newQrCode } from '../../../functions/repairs/qr-codes';
import { STORE_CREDIT_NEEDS_ACCOUNT } from '../../../functions/sales/refund-vouchers';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';

useLocalBus();
takeDrawerTurn();

const N = 10;
let admin: SignedIn;
const key = () => randomUUID();
const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const drawerMoves = async () => (await invoke(routes.getCurrentDrawer, admin.as)).body.session.moves.length as number;
const custom = (unitPence: number, quantity = 1) => ({ kind: 'custom', description: 'Phone case', quantity, unitPence });
const sell = (body: Record<string, unknown>) => invoke(routes.createSale, { ...admin.as, body: { idempotencyKey: key(), ...body } });
const refund = (saleId: string, body: Record<string, unknown>) => invoke(routes.refundSale, { ...admin.as, params: { saleId }, body: { idempotencyKey: key(), reason: 'Changed their mind', ...body } });

async function customer(withAccount: boolean): Promise<{ userId?: string; customerQr: string }> {
  const userId = withAccount ? (await signedInUser('customer')).user.id : undefined;
  const customerQr = newQrCode();
  await transactWrite(newCustomerItems({ qrCode: customerQr, firstName: 'Niamh', lastName: 'Kelly', phone: `07${randomInt(100_000_000, 1_000_000_000)}`, userId, createdAt: new Date().toISOString() }));
  return { userId, customerQr };
}

async function storeCreditAgrees(userId: string): Promise<number> {
  const { entries } = await readLedger({ kind: 'storeCredit', userId });
  const balance = await getBalance({ kind: 'storeCredit', userId });
  expect(entries.reduce((sum, e) => sum + e.amountPence, 0)).toBe(balance);
  return balance;
}

beforeAll(async () => {
  admin = await signedInUser('admin');
  if (!(await invoke(routes.getCurrentDrawer, admin.as)).body.session) expect((await invoke(routes.openDrawer, { ...admin.as, body: { floatPence: 0 } })).status).toBe(201);
});

describe('refunding a till sale to store credit', () => {
  it("credits the customer's store credit, names it on the credit note and moves no cash", async () => {
    const { userId, customerQr } = await customer(true);
    const sold = await sell({ customerQr, lines: [custom(1500, 2)], payments: [{ method: 'cash', amountPence: 3000 }] });
    expect(sold.status).toBe(201);
    const before = await drawerMoves();

    const refunded = await refund(sold.body.saleId, { lines: [{ lineId: 'L1', quantity: 1 }], toStoreCredit: true });

    expect(refunded.status).toBe(201);
    const record = refunded.body.refunds[0];
    expect(record.refunds).toEqual([{ method: 'storeCredit', amountPence: 1500 }]);
    expect((await getCreditNote(record.creditNoteNumber))!.refunds).toEqual([{ method: 'storeCredit', amountPence: 1500 }]);
    expect(await drawerMoves()).toBe(before);
    expect(await storeCreditAgrees(userId!)).toBe(1500);
    const shown = await invoke(routes.getCustomerStoreCredit, { ...admin.as, params: { qrCode: customerQr } });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ hasAccount: true, balancePence: 1500 });
    expect(shown.body.entries).toEqual([expect.objectContaining({ kind: 'credited', amountPence: 1500, source: { type: 'till-refund', id: sold.body.saleId } })]);
  });

  it('credits once for ten identical refunds sent at once, all answered with the one refund', async () => {
    const { userId, customerQr } = await customer(true);
    const sold = await sell({ customerQr, lines: [custom(2200)], payments: [{ method: 'card', amountPence: 2200, reference: '4242' }] });
    const body = { idempotencyKey: key(), reason: 'Wrong model', lines: [{ lineId: 'L1', quantity: 1 }], toStoreCredit: true };

    const results = await times(N, () => refund(sold.body.saleId, body));

    expect(results.map((r) => r.status), JSON.stringify(results.map((r) => r.body.message))).toEqual(Array(N).fill(201));
    expect(new Set(results.map((r) => r.body.refunds[0].refundId)).size).toBe(1);
    expect(await storeCreditAgrees(userId!)).toBe(2200);
    expect((await readLedger({ kind: 'storeCredit', userId: userId! })).entries).toHaveLength(1);
  });

  it('refuses store credit for a walk-in sale and for a customer record without an account, leaving the sale unrefunded', async () => {
    const walkIn = await sell({ lines: [custom(900)], payments: [{ method: 'cash', amountPence: 900 }] });
    const { customerQr } = await customer(false);
    const noAccount = await sell({ customerQr, lines: [custom(900)], payments: [{ method: 'cash', amountPence: 900 }] });

    for (const saleId of [walkIn.body.saleId, noAccount.body.saleId]) {
      const refused = await refund(saleId, { lines: [{ lineId: 'L1', quantity: 1 }], toStoreCredit: true });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(STORE_CREDIT_NEEDS_ACCOUNT);
      expect((await invoke(routes.getSale, { ...admin.as, params: { saleId } })).body.refundedPence).toBe(0);
    }
    expect((await invoke(routes.getCustomerStoreCredit, { ...admin.as, params: { qrCode: customerQr } })).body).toEqual({ hasAccount: false, balancePence: 0, entries: [] });
  });
});

describe('refunding what a voucher paid', () => {
  it('spends the store credit, then puts a refund of that sale back onto it; only the cash part leaves the drawer', async () => {
    const { userId, customerQr } = await customer(true);
    const first = await sell({ customerQr, lines: [custom(2000)], payments: [{ method: 'cash', amountPence: 2000 }] });
    await refund(first.body.saleId, { lines: [{ lineId: 'L1', quantity: 1 }], toStoreCredit: true });
    const spent = await sell({ customerQr, lines: [custom(1200, 2)], payments: [{ method: 'cash', amountPence: 400 }, { method: 'storeCredit', amountPence: 2000 }] });
    expect(spent.status).toBe(201);
    expect(await storeCreditAgrees(userId!)).toBe(0);
    const before = await drawerMoves();

    const refunded = await refund(spent.body.saleId, { lines: [{ lineId: 'L1', quantity: 2 }] });

    expect(refunded.status).toBe(201);
    expect(refunded.body.refunds[0].refunds).toEqual([{ method: 'storeCredit', amountPence: 2000 }, { method: 'cash', amountPence: 400 }]);
    expect(await storeCreditAgrees(userId!)).toBe(2000);
    expect((await readLedger({ kind: 'storeCredit', userId: userId! })).entries.map((e) => e.kind)).toEqual(['credited', 'redeemed', 'refunded']);
    expect(await drawerMoves()).toBe(before + 1);
  });

  it('puts a refund of a gift card payment back onto that card', async () => {
    const sold = await invoke(routes.sellGiftCard, { ...admin.as, body: { idempotencyKey: key(), amountPence: 1000, payments: [{ method: 'cash', amountPence: 1000 }] } });
    const code = sold.body.code as string;
    const sale = await sell({ lines: [custom(800)], payments: [{ method: 'giftCard', amountPence: 800, giftCardCode: code }] });
    expect((await getGiftCard(code))!.balancePence).toBe(200);
    const before = await drawerMoves();

    const refunded = await refund(sale.body.saleId, { lines: [{ lineId: 'L1', quantity: 1 }] });

    expect(refunded.status).toBe(201);
    expect(refunded.body.refunds[0].refunds).toEqual([{ method: 'giftCard', amountPence: 800, giftCardCode: code }]);
    expect((await getGiftCard(code))!.balancePence).toBe(1000);
    expect((await readLedger({ kind: 'giftCard', code })).entries.map((e) => [e.kind, e.amountPence])).toEqual([['issued', 1000], ['redeemed', -800], ['refunded', 800]]);
    expect(await drawerMoves()).toBe(before);
  });
});
