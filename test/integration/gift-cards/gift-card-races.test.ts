// Gift cards under simultaneous requests (issue 29, decisions 300-302): ten identical sales of a card
// make one card; ten redemptions of one card at once never overdraw it (each is a ledger entry and a
// balance change refused by its condition when the balance does not cover it); ten identical sales
// paid by a card take from it once. After each, the card's balance is the sum of its ledger.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { printedGiftCardCode } from '../../../shared/gift-cards/code';
import { getGiftCard, readLedger } from '../../../functions/data/gift-cards';
import { VOUCHER_SHORT } from '../../../functions/gift-cards/tender';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { invoke, type InvokeResult } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';

useLocalBus();
takeDrawerTurn();

const N = 10;
let admin: SignedIn;
const key = () => randomUUID();
const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const statuses = (results: InvokeResult[]) => results.map((r) => r.status).sort();
const drawer = async () => (await invoke(routes.getCurrentDrawer, admin.as)).body.session;
const sellCard = (body: Record<string, unknown>) => invoke(routes.sellGiftCard, { ...admin.as, body });
const custom = (unitPence: number) => ({ kind: 'custom', description: 'Screen protector', quantity: 1, unitPence });
const payByCard = (code: string, amountPence: number, idempotencyKey = key()) =>
  invoke(routes.createSale, { ...admin.as, body: { idempotencyKey, lines: [custom(amountPence)], payments: [{ method: 'giftCard', amountPence, giftCardCode: code }] } });

async function ledgerAgrees(code: string): Promise<number> {
  const card = (await getGiftCard(code))!;
  const { entries } = await readLedger({ kind: 'giftCard', code });
  expect(entries.reduce((sum, e) => sum + e.amountPence, 0)).toBe(card.balancePence);
  expect(card.balancePence).toBeGreaterThanOrEqual(0);
  return card.balancePence;
}

async function newCard(amountPence: number): Promise<string> {
  const sold = await sellCard({ idempotencyKey: key(), amountPence, payments: [{ method: 'cash', amountPence }] });
  expect(sold.status).toBe(201);
  return sold.body.code as string;
}

beforeAll(async () => {
  admin = await signedInUser('admin');
  if (!(await drawer())) expect((await invoke(routes.openDrawer, { ...admin.as, body: { floatPence: 0 } })).status).toBe(201);
});

describe('selling gift cards at the till', () => {
  it('makes one card of ten identical requests sent at once, with one issue entry and one drawer move', async () => {
    const before = (await drawer()).moves.length as number;
    const idempotencyKey = key();

    const results = await times(N, () => sellCard({ idempotencyKey, amountPence: 2500, payments: [{ method: 'card', amountPence: 2500, reference: '4242' }], recipientName: 'Sam' }));

    expect(statuses(results)).toEqual(Array(N).fill(201));
    const codes = new Set(results.map((r) => r.body.code));
    expect(codes.size).toBe(1);
    const code = [...codes][0] as string;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const { entries } = await readLedger({ kind: 'giftCard', code });
    expect(entries.map((e) => [e.kind, e.amountPence])).toEqual([['issued', 2500]]);
    expect(await ledgerAgrees(code)).toBe(2500);
    expect((await drawer()).moves.length - before).toBe(1);
  });

  it('refuses an amount that is not whole pounds between £5 and £500, and payments that do not add up', async () => {
    expect((await sellCard({ idempotencyKey: key(), amountPence: 250, payments: [{ method: 'cash', amountPence: 250 }] })).status).toBe(400);
    expect((await sellCard({ idempotencyKey: key(), amountPence: 1050, payments: [{ method: 'cash', amountPence: 1050 }] })).status).toBe(400);
    const short = await sellCard({ idempotencyKey: key(), amountPence: 1000, payments: [{ method: 'cash', amountPence: 900 }] });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('The payments add up to £9.00 but the total is £10.00.');
  });

  it('shows the balance publicly by the code, typed in any case with hyphens', async () => {
    const code = await newCard(1000);

    const checked = await invoke(routes.checkGiftCardBalance, { params: { code: printedGiftCardCode(code).toLowerCase() } });

    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ lastFour: code.slice(-4), balancePence: 1000, initialPence: 1000 });
    expect((await invoke(routes.checkGiftCardBalance, { params: { code: '0000-0000-0000-0000' } })).status).toBe(404);
  });
});

describe('redeeming one gift card at the till, at once', () => {
  it('never overdraws it: of ten £8 sales against £50, six go through and four get a clear 409', async () => {
    const code = await newCard(5000);

    const results = await times(N, () => payByCard(code, 800));

    expect(statuses(results)).toEqual([...Array(6).fill(201), ...Array(4).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(VOUCHER_SHORT);
    expect(await ledgerAgrees(code)).toBe(200);
    const { entries } = await readLedger({ kind: 'giftCard', code });
    expect(entries.filter((e) => e.kind === 'redeemed')).toHaveLength(6);
  });

  it('takes from it once for ten identical sales sent at once, all answered with the one sale', async () => {
    const code = await newCard(2000);
    const idempotencyKey = key();

    const results = await times(N, () => payByCard(code, 1500, idempotencyKey));

    expect(statuses(results)).toEqual(Array(N).fill(201));
    expect(new Set(results.map((r) => r.body.saleId)).size).toBe(1);
    expect(await ledgerAgrees(code)).toBe(500);
    expect(results[0]!.body.payments).toEqual([{ method: 'giftCard', amountPence: 1500, giftCardCode: code }]);
  });

  it('takes part of a sale from the card and the rest in cash; only the cash goes in the drawer', async () => {
    const code = await newCard(1000);
    const before = (await drawer()).moves.length as number;

    const sale = await invoke(routes.createSale, {
      ...admin.as,
      body: { idempotencyKey: key(), lines: [custom(1800)], payments: [{ method: 'giftCard', amountPence: 1000, giftCardCode: code }, { method: 'cash', amountPence: 800, tenderedPence: 1000 }] },
    });

    expect(sale.status).toBe(201);
    expect(sale.body.changePence).toBe(200);
    expect(await ledgerAgrees(code)).toBe(0);
    expect((await drawer()).moves.length - before).toBe(1);
  });

  it('refuses an unknown card and the same card twice in one sale', async () => {
    const unknown = await payByCard('0000000000000000', 500);
    expect(unknown.status).toBe(409);
    const code = await newCard(1000);
    const twice = await invoke(routes.createSale, {
      ...admin.as,
      body: { idempotencyKey: key(), lines: [custom(600)], payments: [{ method: 'giftCard', amountPence: 300, giftCardCode: code }, { method: 'giftCard', amountPence: 300, giftCardCode: code }] },
    });
    expect(twice.status).toBe(400);
    expect(await ledgerAgrees(code)).toBe(1000);
  });
});
