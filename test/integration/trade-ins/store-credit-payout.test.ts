// A trade-in paid out as store credit (issue 30, decision 352): the credit is a ledger entry in the
// payout's transaction, keyed by the trade-in, so ten identical payouts at once credit once; it needs a
// customer record linked to an account; and the credit then pays for a purchase in the same visit
// with the till's store-credit tender.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { linkCustomerToUser } from '../../../functions/data/customers';
import { readLedger } from '../../../functions/data/gift-cards';
import { STORE_CREDIT_NEEDS_ACCOUNT, STORE_CREDIT_NEEDS_CUSTOMER } from '../../../functions/trade-ins/trade-ins';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { invoke } from '../../support/invoke';
import { createCustomerRecord, signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { acceptedTradeIn, priceRow, uniqueModel } from './trade-in-helpers';

useLocalBus();
takeDrawerTurn();

let admin: SignedIn;
let model: string;

beforeAll(async () => {
  admin = await signedInUser('admin');
  model = uniqueModel();
  await priceRow(admin, model, '128GB', 'B', 21000);
  if (!(await invoke(routes.getCurrentDrawer, admin.as)).body.session) expect((await invoke(routes.openDrawer, { ...admin.as, body: { floatPence: 10000 } })).status).toBe(201);
});

/** A customer record linked to a new customer account: its QR code and the account's id. */
async function customerWithAccount(): Promise<{ customerQr: string; userId: string }> {
  const record = await createCustomerRecord(admin);
  const customer = await signedInUser('customer');
  await linkCustomerToUser(record.body.qrCode, customer.user.id);
  return { customerQr: record.body.qrCode, userId: customer.user.id };
}

describe('paying a trade-in out as store credit', () => {
  it('credits once for ten identical payouts at once: one ledger entry, in the purchase document', async () => {
    const { customerQr, userId } = await customerWithAccount();
    const id = await acceptedTradeIn(admin, model);
    const idempotencyKey = randomUUID();

    const results = await Promise.all(Array.from({ length: 10 }, () => invoke(routes.payTradeIn, { ...admin.as, params: { id }, body: { idempotencyKey, method: 'store-credit', customerQr } })));

    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.documentNumber)).size).toBe(1);
    expect(results[0]!.body).toMatchObject({ status: 'bought', customerQr, payout: { method: 'store-credit', amountPence: 21000 } });
    expect(results[0]!.body.payout.drawerSessionId).toBeUndefined();
    const { balance, entries } = await readLedger({ kind: 'storeCredit', userId });
    expect(entries).toEqual([expect.objectContaining({ key: `trade-in:${id}`, kind: 'credited', amountPence: 21000, source: { type: 'trade-in', id } })]);
    expect(balance?.balancePence).toBe(21000);
  });

  it("goes to the customer record the trade-in was started under, and refuses a trade-in with no record or a record with no account", async () => {
    const noRecord = await acceptedTradeIn(admin, model);
    const unlinked = await createCustomerRecord(admin);

    const missing = await invoke(routes.payTradeIn, { ...admin.as, params: { id: noRecord }, body: { idempotencyKey: randomUUID(), method: 'store-credit' } });
    const noAccount = await invoke(routes.payTradeIn, { ...admin.as, params: { id: noRecord }, body: { idempotencyKey: randomUUID(), method: 'store-credit', customerQr: unlinked.body.qrCode } });
    const unknown = await invoke(routes.payTradeIn, { ...admin.as, params: { id: noRecord }, body: { idempotencyKey: randomUUID(), method: 'store-credit', customerQr: 'NO-SUCH-QR' } });

    expect(missing).toMatchObject({ status: 400, body: { errors: { customerQr: [STORE_CREDIT_NEEDS_CUSTOMER] } } });
    expect(noAccount).toMatchObject({ status: 409, body: { message: STORE_CREDIT_NEEDS_ACCOUNT } });
    expect(unknown.status).toBe(400);
    expect((await invoke(routes.getTradeIn, { ...admin.as, params: { id: noRecord } })).body.status).toBe('accepted');
  });

  it('pays for a purchase in the same visit with the till’s store-credit tender, never more than the credit', async () => {
    const { customerQr, userId } = await customerWithAccount();
    const id = await acceptedTradeIn(admin, model);
    const paid = await invoke(routes.payTradeIn, { ...admin.as, params: { id }, body: { idempotencyKey: randomUUID(), method: 'store-credit', customerQr } });
    expect(paid.status).toBe(200);
    const sale = (amountPence: number) => ({
      idempotencyKey: randomUUID(),
      customerQr,
      lines: [{ kind: 'custom', description: 'Refurbished case', quantity: 1, unitPence: amountPence }],
      payments: [{ method: 'storeCredit', amountPence }],
    });

    const tooMuch = await invoke(routes.createSale, { ...admin.as, body: sale(21001) });
    const bought = await invoke(routes.createSale, { ...admin.as, body: sale(15000) });

    expect(tooMuch.status).toBe(409);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const { balance, entries } = await readLedger({ kind: 'storeCredit', userId });
    expect(balance?.balancePence).toBe(6000);
    expect(entries.map((e) => e.amountPence).reduce((a, b) => a + b, 0)).toBe(6000);
  });
});
