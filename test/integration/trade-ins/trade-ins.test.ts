// Trade-ins at the counter (issue 30): the buy-back price list (CSV import all or nothing, rows edited
// by staff), the records check's warnings and the manager's override, grading and the offer, the
// seller (16 or over) and their declaration, the seller's ID seen only with the permission, the payout
// by cash (a drawer move on the Z report) or bank transfer with a purchase document from its own
// gapless sequence, ten identical payouts at once paying once, refurbishment adding to the cost, the
// unit published with its purchase price, and the online quote honoured at the counter.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import type { StaffRoleId } from '../../../shared/staff/roles';
import { setInitialPasscode } from '../../../functions/data/admin-security';
import { getProduct } from '../../../functions/data/products';
import { getUnit } from '../../../functions/data/stock';
import { getDocument, lastDocumentNumber } from '../../../functions/data/trade-ins';
import { formatPurchaseDocumentNumber } from '../../../functions/trade-ins/trade-ins';
import { hashPassword } from '../../../functions/lib/passwords';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { invoke } from '../../support/invoke';
import { lastEmailTo } from '../accounts/account-helpers';
import { readLog } from '../audit/audit-helpers';
import { linkCustomerToUser } from '../../../functions/data/customers';
import { createCustomerRecord, signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { serialisedProduct } from '../shop/shop-helpers';
import { GOOD_CHECKLIST, SELLER, acceptedTradeIn, priceRow, startBody, uniqueModel, validImei } from './trade-in-helpers';

const bus = useLocalBus();
takeDrawerTurn();

const PASSCODE = '273645';
let owner: SignedIn;
let manager: SignedIn;
let frontDesk: SignedIn;
let model: string;

async function member(staffRole: StaffRoleId): Promise<SignedIn> {
  const signedIn = await signedInUser('admin', { staffRole });
  await setInitialPasscode(signedIn.user.id, await hashPassword(PASSCODE), new Date());
  return signedIn;
}

const drawerNow = async () => (await invoke(routes.getCurrentDrawer, owner.as)).body.session;

beforeAll(async () => {
  owner = await signedInUser('admin');
  manager = await member('manager');
  frontDesk = await member('front-desk');
  model = uniqueModel();
  await priceRow(manager, model, '128GB', 'A', 25000);
  await priceRow(manager, model, '128GB', 'B', 21000);
  await priceRow(manager, model, '128GB', 'C', 12000);
  if (!(await drawerNow())) expect((await invoke(routes.openDrawer, { ...owner.as, body: { floatPence: 10000 } })).status).toBe(201);
});

describe('the buy-back price list', () => {
  it('refuses a CSV with bad rows, naming each line, and keeps the list as it was', async () => {
    const before = (await invoke(routes.getBuyBackPrices, frontDesk.as)).body.prices;

    const result = await invoke(routes.importBuyBackPrices, {
      ...manager.as,
      body: { csv: `model,storage,grade,price\n${model},128GB,A,250.00\n${model},128 gb,D,abc\n${model},128GB,A,240.00\n` },
    });

    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([
      { line: 3, message: 'Line 3: grade "D" must be A, B or C; price "abc" must be pounds and pence, like 120.00' },
      { line: 4, message: `Line 4: ${model} 128GB grade A is already on line 2` },
    ]);
    expect((await invoke(routes.getBuyBackPrices, frontDesk.as)).body.prices).toEqual(before);
  });

  it('imports a list whole, then staff change and remove a row; the front desk may read it but not change it', async () => {
    const other = uniqueModel();
    const csv = ['model,storage,grade,price', ...['A', 'B', 'C'].map((g, i) => `${model},128GB,${g},${[250, 210, 120][i]}.00`), `${other},256 gb,a,£300`].join('\n');

    const imported = await invoke(routes.importBuyBackPrices, { ...manager.as, body: { csv } });
    const refused = await invoke(routes.saveBuyBackPrice, { ...frontDesk.as, body: { model: other, storage: '256GB', grade: 'A', pricePence: 1 } });
    const changed = await invoke(routes.saveBuyBackPrice, { ...manager.as, body: { model: other, storage: '256GB', grade: 'A', pricePence: 31000 } });
    const removed = await invoke(routes.deleteBuyBackPrice, { ...manager.as, query: { model: other, storage: '256GB', grade: 'A' } });

    expect(imported).toMatchObject({ status: 200, body: { rows: 4 } });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Your role does not allow changing the buy-back price list.' } });
    expect(changed.body.prices).toContainEqual({ model: other, storage: '256GB', grade: 'A', pricePence: 31000 });
    expect(removed.body.prices.some((p: { model: string }) => p.model === other)).toBe(false);
    expect((await invoke(routes.getBuyBackPrices, frontDesk.as)).body.prices.filter((p: { model: string }) => p.model === model)).toHaveLength(3);
  });
});

describe('identifying, checking and grading at the counter', () => {
  it('refuses an IMEI whose check digit is wrong', async () => {
    const imei = validImei();
    const wrong = `${imei.slice(0, 14)}${(Number(imei[14]) + 1) % 10}`;

    const result = await invoke(routes.startTradeIn, { ...frontDesk.as, body: startBody(model, wrong) });

    expect(result.status).toBe(400);
    expect(result.body.errors['device.imei']).toEqual(['IMEI check digit is wrong: check the number on the box or *#06#']);
  });

  it('grades from the checklist and offers the list price for the grade', async () => {
    const best = await invoke(routes.startTradeIn, { ...frontDesk.as, body: { ...startBody(model, validImei()), checklist: { ...GOOD_CHECKLIST, body: 'flawless' } } });
    const worn = await invoke(routes.startTradeIn, { ...frontDesk.as, body: { ...startBody(model, validImei()), checklist: { ...GOOD_CHECKLIST, batteryHealthPercent: 79 } } });
    const locked = await invoke(routes.startTradeIn, { ...frontDesk.as, body: { ...startBody(model, validImei()), checklist: { ...GOOD_CHECKLIST, activationLockOff: false } } });
    const unpriced = await invoke(routes.startTradeIn, { ...frontDesk.as, body: { ...startBody(model, validImei()), device: { model, storage: '1TB', colour: 'Blue', imei: validImei() } } });

    expect(best.body).toMatchObject({ status: 'offered', grade: 'A', offerPence: 25000, warnings: [] });
    expect(worn.body).toMatchObject({ grade: 'C', offerPence: 12000 });
    expect(locked).toMatchObject({ status: 400, body: { message: 'The activation lock (Find My or the Google account) must be off before the shop can buy the device.' } });
    expect(unpriced).toMatchObject({ status: 400, body: { message: `The shop does not buy ${model} 1TB in grade B: it is not on the buy-back price list.` } });
  });

  it("warns about a unit the shop sold: the front desk needs a manager's approval, which the trade-in and the audit log name", async () => {
    const imei = validImei();
    const { product, unitIds } = await serialisedProduct([imei]);
    const sold = await invoke(routes.createSale, {
      ...owner.as,
      body: { idempotencyKey: randomUUID(), lines: [{ kind: 'product', productId: product.id, unitId: unitIds[0], quantity: 1 }], payments: [{ method: 'card', amountPence: product.pricePence, reference: '4242' }] },
    });
    expect(sold.status).toBe(201);

    const check = await invoke(routes.checkTradeInRecords, { ...frontDesk.as, query: { code: imei } });
    const refused = await invoke(routes.startTradeIn, { ...frontDesk.as, body: startBody(model, imei) });
    const approval = await invoke(routes.giveTillApproval, { ...frontDesk.as, body: { permission: 'tradeIns.override', approver: manager.user.username, passcode: PASSCODE } });
    const started = await invoke(routes.startTradeIn, { ...frontDesk.as, body: startBody(model, imei, { approvalId: approval.body.approvalId }) });
    const reused = await invoke(routes.startTradeIn, { ...frontDesk.as, body: startBody(model, imei, { approvalId: approval.body.approvalId }) });

    expect(check.body.warnings).toEqual([{ kind: 'unit-sold', message: `The shop sold this device (${product.name}, grade A) to another customer.` }]);
    expect(refused).toMatchObject({ status: 403, body: { message: "The shop's records warn about this device: a manager must override the warning.", approval: 'tradeIns.override' } });
    expect(approval.status).toBe(201);
    expect(started.status).toBe(201);
    expect(started.body.warnings.map((w: { kind: string }) => w.kind)).toEqual(['unit-sold']);
    expect(started.body.overriddenBy).toEqual({ userId: manager.user.id, name: approval.body.approver.name });
    expect(reused.status).toBe(403);
    const log = await readLog(owner.token, { userId: frontDesk.user.id });
    expect(log.some((e) => e.details?.includes('(StartTradeIn), approved by ' + manager.user.username))).toBe(true);
  });

  it('warns about a device reported lost or stolen; a manager overrides it without an approval', async () => {
    const imei = validImei();
    const reported = await invoke(routes.reportLostDevice, { ...frontDesk.as, body: { code: imei, note: 'Owner reported it stolen on the Lisburn Road' } });

    const started = await invoke(routes.startTradeIn, { ...manager.as, body: startBody(model, imei) });

    expect(reported.status).toBe(201);
    expect(started.status).toBe(201);
    expect(started.body.warnings[0]).toMatchObject({ kind: 'reported-lost-or-stolen' });
    expect(started.body.warnings[0].message).toContain('Owner reported it stolen on the Lisburn Road');
    expect(started.body.overriddenBy.userId).toBe(manager.user.id);
  });
});

describe('the seller and their declaration', () => {
  it('refuses a seller under 16 and a declaration signed with another name', async () => {
    const started = await invoke(routes.startTradeIn, { ...frontDesk.as, body: startBody(model, validImei()) });
    const id = started.body.id;
    const today = new Date();
    const fifteen = `${today.getUTCFullYear() - 15}-01-01`;

    const young = await invoke(routes.acceptTradeIn, { ...frontDesk.as, params: { id }, body: { seller: { ...SELLER, dateOfBirth: fifteen }, declaration: { signedName: SELLER.name, agreed: true } } });
    const otherName = await invoke(routes.acceptTradeIn, { ...frontDesk.as, params: { id }, body: { seller: SELLER, declaration: { signedName: 'Someone Else', agreed: true } } });
    const unticked = await invoke(routes.acceptTradeIn, { ...frontDesk.as, params: { id }, body: { seller: SELLER, declaration: { signedName: SELLER.name, agreed: false } } });

    expect(young).toMatchObject({ status: 400, body: { message: 'The shop buys only from sellers aged 16 or over.' } });
    expect(otherName).toMatchObject({ status: 400, body: { message: "The signed name must be the seller's name as given." } });
    expect(unticked.status).toBe(400);
  });

  it("shows the seller's ID details only to a role with the permission", async () => {
    const id = await acceptedTradeIn(frontDesk, model);

    const asFrontDesk = await invoke(routes.getTradeIn, { ...frontDesk.as, params: { id } });
    const asManager = await invoke(routes.getTradeIn, { ...manager.as, params: { id } });

    expect(asFrontDesk.body.seller).toEqual({ name: SELLER.name, addressLine1: SELLER.addressLine1, town: 'Belfast', postcode: 'BT9 6AA', email: SELLER.email });
    expect(asFrontDesk.body.sellerId).toBeUndefined();
    expect(asManager.body.sellerId).toMatchObject({ dateOfBirth: '1990-04-12', idType: 'driving-licence', idNumber: 'KELLY904120SK9' });
    const keepUntil = new Date(asManager.body.sellerId.keepUntil);
    expect(keepUntil.getUTCFullYear() - new Date(asManager.body.createdAt).getUTCFullYear()).toBe(6);
    expect(asManager.body.declaration).toMatchObject({ signedName: SELLER.name });
    expect(asManager.body.declaration.text).toMatch(/^I declare that I own this device, that it is not stolen/);
  });
});

describe("the customer's record and data export", () => {
  it("lists a customer record's trade-ins, and the account's data export carries them with the seller's ID", async () => {
    const record = await createCustomerRecord(frontDesk);
    const customer = await signedInUser('customer');
    await linkCustomerToUser(record.body.qrCode, customer.user.id);
    const started = await invoke(routes.startTradeIn, { ...frontDesk.as, body: startBody(model, validImei(), { customerQr: record.body.qrCode }) });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await invoke(routes.acceptTradeIn, { ...frontDesk.as, params: { id: started.body.id }, body: { seller: SELLER, declaration: { signedName: SELLER.name, agreed: true } } });

    const list = await invoke(routes.listTradeIns, { ...frontDesk.as, query: { customerQr: record.body.qrCode } });
    const exported = await invoke(routes.exportMyData, customer.as);

    expect(list.body.tradeIns.map((t: { id: string }) => t.id)).toEqual([started.body.id]);
    expect(exported.status).toBe(200);
    expect(exported.body.tradeIns).toHaveLength(1);
    expect(exported.body.tradeIns[0]).toMatchObject({ id: started.body.id, seller: { name: SELLER.name }, sellerId: { idType: 'driving-licence', idNumber: 'KELLY904120SK9' } });
    expect(exported.body.tradeIns[0].version).toBeUndefined();
  });
});

describe('paying out', () => {
  it('pays cash from the drawer: a cash-out move on the Z report and the next purchase document number', async () => {
    const id = await acceptedTradeIn(frontDesk, model);
    const lastBefore = await lastDocumentNumber();
    const cashOutBefore = (await drawerNow()).report.cashOutPence;

    const paid = await invoke(routes.payTradeIn, { ...frontDesk.as, params: { id }, body: { idempotencyKey: randomUUID(), method: 'cash' } });

    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'bought', payout: { method: 'cash', amountPence: 21000 } });
    const number = paid.body.documentNumber as string;
    expect(Number(number.slice(3))).toBeGreaterThan(lastBefore);
    expect(await getDocument(number)).toEqual({ number, tradeInId: id });
    const session = await drawerNow();
    expect(session.report.cashOutPence - cashOutBefore).toBe(21000);
    expect(session.report.tradeInPayoutsPence).toBeGreaterThanOrEqual(21000);
    expect(session.moves.find((m: { purchaseDocumentNumber?: string }) => m.purchaseDocumentNumber === number)).toMatchObject({ kind: 'cash-out', amountPence: -21000 });
  });

  it('pays by bank transfer with its reference, which it requires', async () => {
    const id = await acceptedTradeIn(frontDesk, model);

    const noReference = await invoke(routes.payTradeIn, { ...frontDesk.as, params: { id }, body: { idempotencyKey: randomUUID(), method: 'bank-transfer' } });
    const paid = await invoke(routes.payTradeIn, { ...frontDesk.as, params: { id }, body: { idempotencyKey: randomUUID(), method: 'bank-transfer', reference: 'FP-88213' } });

    expect(noReference.status).toBe(400);
    expect(noReference.body.errors.reference).toEqual(['Enter the bank transfer reference']);
    expect(paid.body.payout).toMatchObject({ method: 'bank-transfer', reference: 'FP-88213', amountPence: 21000 });
    expect(paid.body.payout.drawerSessionId).toBeUndefined();
  });

  it('pays once for ten identical requests at once, and refuses another request to pay it again', async () => {
    const id = await acceptedTradeIn(frontDesk, model);
    const idempotencyKey = randomUUID();
    const movesBefore = (await drawerNow()).moves.length;

    const results = await Promise.all(Array.from({ length: 10 }, () => invoke(routes.payTradeIn, { ...frontDesk.as, params: { id }, body: { idempotencyKey, method: 'cash' } })));
    const again = await invoke(routes.payTradeIn, { ...frontDesk.as, params: { id }, body: { idempotencyKey: randomUUID(), method: 'cash' } });

    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.documentNumber)).size).toBe(1);
    const moves = (await drawerNow()).moves.filter((m: { purchaseDocumentNumber?: string }) => m.purchaseDocumentNumber === results[0]!.body.documentNumber);
    expect(moves).toHaveLength(1);
    expect((await drawerNow()).moves.length).toBe(movesBefore + 1);
    expect(again).toMatchObject({ status: 409, body: { message: 'This trade-in has already been paid.' } });
  });

  it('numbers purchase documents without a gap under simultaneous payouts of different trade-ins', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => acceptedTradeIn(frontDesk, model)));

    const paid = await Promise.all(ids.map((id) => invoke(routes.payTradeIn, { ...frontDesk.as, params: { id }, body: { idempotencyKey: randomUUID(), method: 'bank-transfer', reference: 'FP-1' } })));

    expect(paid.map((p) => p.status)).toEqual(Array(5).fill(200));
    const last = await lastDocumentNumber();
    const missing: string[] = [];
    for (let n = 1; n <= last; n++) if (!(await getDocument(formatPurchaseDocumentNumber(n)))) missing.push(formatPurchaseDocumentNumber(n));
    expect(missing).toEqual([]);
  });

  it('emails the purchase document, its PDF attached, to the seller', async () => {
    const id = await acceptedTradeIn(frontDesk, model);
    const paid = await invoke(routes.payTradeIn, { ...frontDesk.as, params: { id }, body: { idempotencyKey: randomUUID(), method: 'cash' } });
    const pdfBase64 = Buffer.from('%PDF-1.7\nminimal test document\n%%EOF').toString('base64');

    const sent = await invoke(routes.emailTradeInDocument, { ...frontDesk.as, params: { id }, body: { pdfBase64 } });
    await bus.drain();

    expect(sent.status).toBe(200);
    const email = await lastEmailTo(SELLER.email, 'trade-in-document');
    expect(email.subject).toContain(paid.body.documentNumber);
    expect(email.attachments?.[0]).toMatchObject({ filename: `${paid.body.documentNumber}.pdf`, contentType: 'application/pdf' });
  });
});

describe('refurbishing and publishing', () => {
  it('adds parts and labour to the cost once per request, then publishes a graded unit with its purchase price and cost', async () => {
    const imei = validImei();
    const id = await acceptedTradeIn(frontDesk, model, imei);
    await invoke(routes.payTradeIn, { ...frontDesk.as, params: { id }, body: { idempotencyKey: randomUUID(), method: 'cash' } });
    const { product } = await serialisedProduct([]);
    const screenKey = randomUUID();

    const screen = await invoke(routes.addTradeInRefurbishment, { ...manager.as, params: { id }, body: { idempotencyKey: screenKey, kind: 'part', description: 'iPhone 13 screen (OLED)', costPence: 4500 } });
    await invoke(routes.addTradeInRefurbishment, { ...manager.as, params: { id }, body: { idempotencyKey: screenKey, kind: 'part', description: 'iPhone 13 screen (OLED)', costPence: 4500 } });
    await invoke(routes.addTradeInRefurbishment, { ...manager.as, params: { id }, body: { idempotencyKey: randomUUID(), kind: 'labour', description: 'Screen fitting, 30 minutes', costPence: 1500 } });
    const published = await invoke(routes.publishTradeIn, { ...manager.as, params: { id }, body: { productId: product.id, grade: 'B', notes: 'New screen' } });
    const seenByOwner = await invoke(routes.getTradeIn, { ...owner.as, params: { id } });

    expect(screen.status).toBe(200);
    expect(screen.body.costPence).toBe(25500);
    expect((await invoke(routes.getTradeIn, { ...frontDesk.as, params: { id } })).body.costPence).toBeUndefined();
    expect(published.body.status).toBe('published');
    expect(seenByOwner.body.refurbishment).toHaveLength(2);
    expect(seenByOwner.body.costPence).toBe(21000 + 4500 + 1500);
    const unit = await getUnit(product.id, published.body.unit.unitId);
    expect(unit).toMatchObject({ serial: imei, grade: 'B', state: 'available', secondHandPurchasePence: 21000, costPence: 27000, tradeInId: id });
    expect((await getProduct(product.id, true))?.available).toBe(1);
  });

  it('publishes a phone the shop sold before, moving its IMEI to the new unit', async () => {
    const imei = validImei();
    const { product, unitIds } = await serialisedProduct([imei]);
    await invoke(routes.createSale, {
      ...owner.as,
      body: { idempotencyKey: randomUUID(), lines: [{ kind: 'product', productId: product.id, unitId: unitIds[0], quantity: 1 }], payments: [{ method: 'card', amountPence: product.pricePence, reference: '4242' }] },
    });
    const started = await invoke(routes.startTradeIn, { ...manager.as, body: startBody(model, imei) });
    await invoke(routes.acceptTradeIn, { ...manager.as, params: { id: started.body.id }, body: { seller: SELLER, declaration: { signedName: SELLER.name, agreed: true } } });
    await invoke(routes.payTradeIn, { ...manager.as, params: { id: started.body.id }, body: { idempotencyKey: randomUUID(), method: 'bank-transfer', reference: 'FP-2' } });

    const published = await invoke(routes.publishTradeIn, { ...manager.as, params: { id: started.body.id }, body: { productId: product.id, grade: 'A' } });
    const lookup = await invoke(routes.lookupTillItem, { ...owner.as, query: { code: imei } });

    expect(published.status).toBe(200);
    expect(lookup.body).toMatchObject({ productId: product.id, unitId: published.body.unit.unitId });
  });
});

describe('the online quote', () => {
  it('quotes from the list for 14 days and the counter honours it when the device grades as well', async () => {
    const models = await invoke(routes.listBuyBackModels);
    const quote = await invoke(routes.createBuyBackQuote, { body: { model, storage: '128gb', condition: 'good' } });
    await priceRow(manager, model, '128GB', 'B', 20000);

    const honoured = await invoke(routes.startTradeIn, { ...frontDesk.as, body: startBody(model, validImei(), { quoteId: quote.body.quoteId }) });
    const regraded = await invoke(routes.startTradeIn, { ...frontDesk.as, body: { ...startBody(model, validImei(), { quoteId: quote.body.quoteId }), checklist: { ...GOOD_CHECKLIST, screen: 'cracked' } } });
    await priceRow(manager, model, '128GB', 'B', 21000);

    expect(models.body.models).toContainEqual({ model, storages: ['128GB'] });
    expect(quote.status).toBe(201);
    expect(quote.body).toMatchObject({ model, storage: '128GB', condition: 'good', grade: 'B', pricePence: 21000 });
    expect(Date.parse(quote.body.validUntil) - Date.parse(quote.body.createdAt)).toBe(14 * 86_400_000);
    expect(honoured.body).toMatchObject({ grade: 'B', offerPence: 21000, quote: { quoteId: quote.body.quoteId, pricePence: 21000 } });
    expect(regraded.body).toMatchObject({ grade: 'C', offerPence: 12000 });
  });
});
