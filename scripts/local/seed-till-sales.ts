// Demo till sales for `npm start`, once (decision 162): the last few days before today, each a drawer
// session of its own (opened with a float, closed with a count that matches) with a handful of sales
// made through the till's own createSale (invoice, day rollup, drawer moves, stock, receipt code and
// the SalePaid event), so /admin/sales, the invoices, the Z reports and the reports show them.
// The sessions never hold the shop's open-drawer marker, so a running till (or the till's tests on
// the same table) is not disturbed, and every sale is on a past day, so today's figures are untouched.
// The seed runs before `npm start` attaches the stack's bus, so the sales' events (the reports'
// rollups, loyalty's points) go through a demo bus of its own (withDemoBus).
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { londonDay } from '../../shared/dates';
import { DENOMINATIONS } from '../../shared/sales/denominations';
import type { DrawerMove } from '../../shared/schemas/sales/drawer';
import type { CreateSaleRequest } from '../../shared/schemas/sales/sale';
import { saleTotals } from '../../shared/sales/sale-totals';
import { db, tableName } from '../../functions/data/client';
import { customerQrOfPhone } from '../../functions/data/customers';
import { closeSessionItems, getSessionWithMoves, openSessionItems, type DrawerSessionRecord } from '../../functions/data/drawer';
import * as keys from '../../functions/data/keys';
import { findProductByCode, getProduct } from '../../functions/data/products';
import { isConditionFailure, transactWrite } from '../../functions/data/transact';
import { findUserIdBy } from '../../functions/data/users';
import { createSale } from '../../functions/sales/create-sale';
import { zReport } from '../../functions/drawer/z-report';
import { DEMO_CALLER, withDemoBus } from './as-demo-data';
import { SEED_PRODUCTS, seedSku } from './shop-catalogue';

const DAYS = 4;
const FLOAT_PENCE = 10_000;
/** Products with plenty of stock, so the demo never sells a shelf empty. */
const SHELF = ['20 W USB-C charger', 'Tempered glass for iPhone 15', 'USB-C to Lightning cable, 1 m', 'Tempered glass for iPhone 14'];
const SERVICES = [
  { description: 'Screen protector fitting', unitPence: 500 },
  { description: 'Data transfer to a new phone', unitPence: 2500 },
  { description: 'Diagnostic check', unitPence: 1500 },
];
/** The seeded walk-ins (seed-repairs.ts) who come back to buy something. */
const REGULARS = ['07700900011', '07700900012'];

/** A small deterministic generator, so every seeded database has the same demo sales. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The drawer counted note by note, to the penny it should hold. */
function exactCount(pence: number): Record<string, number> {
  const count: Record<string, number> = {};
  let left = pence;
  for (const d of DENOMINATIONS) {
    if (left >= d) count[String(d)] = Math.floor(left / d);
    left %= d;
  }
  return count;
}

async function claimOnce(): Promise<boolean> {
  try {
    await db.send(new PutCommand({ TableName: tableName, Item: { ...keys.rollupApplied('seed:till-sales'), type: 'RollupApplied' }, ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Returns how many sales it made (0 when they were seeded before, or the admin is not there yet). */
export async function seedTillSales(now: Date): Promise<number> {
  const adminId = await findUserIdBy('username', 'admin');
  if (!adminId || !(await claimOnce())) return 0;
  const by = { userId: adminId, name: 'Shop Admin', role: 'admin' as const };
  const staff = { userId: adminId, name: by.name };
  const products = (await Promise.all(SHELF.map((name) => SEED_PRODUCTS.findIndex((p) => p.name === name)).map((i) => findProductByCode(seedSku(i, SEED_PRODUCTS[i]!.category))))).filter((p) => p !== null);
  const regulars = (await Promise.all(REGULARS.map((phone) => customerQrOfPhone(phone)))).filter((qr) => qr !== null);
  const next = random(29);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const today = Date.parse(`${londonDay(now)}T00:00:00Z`);
  let made = 0;
  await withDemoBus(async () => {
    for (let d = DAYS; d >= 1; d--) {
      const dayStart = today - d * 86_400_000;
      const openedAt = new Date(dayStart + 9 * 3_600_000);
      const sessionId = ulid(openedAt.getTime());
      const session: DrawerSessionRecord = { sessionId, status: 'open', openedAt: openedAt.toISOString(), openedBy: staff, floatPence: FLOAT_PENCE, moveCount: 1 };
      const float: DrawerMove = { moveId: `${sessionId}-float`, at: session.openedAt, kind: 'float', method: 'cash', amountPence: FLOAT_PENCE, reason: 'Opening float', by: staff };
      // The session and its float without the open-drawer marker (the first item), which belongs to the shop's own drawer.
      await transactWrite(openSessionItems(session, float).slice(1));

      const sales = 3 + Math.floor(next() * 3);
      for (let s = 0; s < sales; s++) {
        const soldAt = new Date(dayStart + (10 + s * 1.5 + next()) * 3_600_000);
        const lines: CreateSaleRequest['lines'] = [];
        if (products.length && next() < 0.8) lines.push({ kind: 'product', productId: pick(products).id, quantity: 1 });
        if (lines.length === 0 || next() < 0.4) lines.push({ kind: 'custom', quantity: 1, ...pick(SERVICES) });
        const discounted = next() < 0.2;
        if (discounted) lines[0] = { ...lines[0]!, discount: { type: 'percent', value: 10, reason: 'Student discount' } };
        await createSale(
          { idempotencyKey: `seed-till-${d}-${s}`, customerQr: next() < 0.4 && regulars.length ? pick(regulars) : undefined, lines, payments: await paymentsFor(lines, next) },
          { by, now: soldAt, siteOrigin: null, caller: DEMO_CALLER, drawerSessionId: sessionId },
        );
        made++;
      }

      const found = (await getSessionWithMoves(sessionId))!;
      const closedAt = new Date(dayStart + 18 * 3_600_000).toISOString();
      const report = zReport(found.moves, exactCount(zReport(found.moves).expectedCashPence));
      // Closing without the marker's delete (the second item): a seeded session never held it.
      await transactWrite(closeSessionItems(found.session, closedAt, staff, report).slice(0, 1));
    }
  });
  return made;
}

/** Card for about half the sales, cash (rounded up to a note or coin handed over) for the rest. */
async function paymentsFor(lines: CreateSaleRequest['lines'], next: () => number): Promise<CreateSaleRequest['payments']> {
  const priced = await Promise.all(
    lines.map(async (line) => {
      if (line.kind === 'product') return { description: 'product', quantity: line.quantity, unitPence: (await getProduct(line.productId, true))!.pricePence, discount: line.discount };
      if (line.kind === 'custom') return { description: line.description, quantity: line.quantity, unitPence: line.unitPence, discount: line.discount };
      throw new Error('The demo till sales take no repairs');
    }),
  );
  const total = saleTotals(priced).totalPence;
  if (next() < 0.5) return [{ method: 'card', amountPence: total, reference: String(1000 + Math.floor(next() * 9000)) }];
  const tendered = Math.ceil(total / 500) * 500;
  return [{ method: 'cash', amountPence: total, tenderedPence: tendered }];
}
