// Buying a device at the counter (issue 30): identify it and check the shop's records (a warning a
// manager overrides), grade it, offer the buy-back list's price, record the seller and their signed
// declaration, pay out by cash, bank transfer or store credit with a purchase document numbered in its own gapless
// sequence, then refurbish it (parts and labour add to its cost) and publish it as a unit for sale.
// Every change is a versioned write of the header; the payout is a ledger entry in one transaction
// with the document's number, the drawer's cash move or the store credit's entry, and the header
// (decisions 310-315, 352).
import { ulid } from 'ulid';
import { ageOn, isRealDate } from '../../shared/date-of-birth';
import { londonDay } from '../../shared/dates';
import type { Staff } from '../../shared/schemas/sales/fields';
import type { Unit } from '../../shared/schemas/shop/product';
import {
  DECLARATION_TEXT,
  MIN_SELLER_AGE,
  type AcceptOfferRequest,
  type PayOutRequest,
  type PublishRequest,
  type RefurbLineRequest,
  type StartTradeInRequest,
  type TradeIn,
} from '../../shared/schemas/trade-ins/trade-in';
import { ACTIVATION_LOCK_MESSAGE, gradeOf } from '../../shared/trade-ins/grading';
import { getCustomer } from '../data/customers';
import { countMovesItem, getOpenSessionId, moveItem } from '../data/drawer';
import { getProduct } from '../data/products';
import type { Session } from '../data/sessions';
import { boughtBackUnitItems, getUnit, unitOfSerial } from '../data/stock';
import { tradeInPurchaseItems } from '../data/stock-book';
import { recordStockMovement, type Actor } from '../data/stock-ledger';
import {
  advanceDocumentCounterItem,
  boughtCodeItem,
  documentItem,
  getRefurbLine,
  getTradeIn,
  lastDocumentNumber,
  newTradeInItem,
  nextTradeInItem,
  payoutItem,
  quoteTakenItem,
  refurbLineItem,
  sellerIdItem,
  type PayoutEntry,
  type TradeInParts,
  type TradeInRecord,
} from '../data/trade-ins';
import { commitWithRetries, TransactionCancelledError, transactWrite, type TransactItem } from '../data/transact';
import { voucherPostingItems } from '../data/voucher-items';
import { APPROVAL_SPENT } from '../drawer/drawer';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { callerMay, grantFor, type Granted } from '../sales/manager-approval';
import { findQuote, listPrice, noPriceMessage } from './buy-back-prices';
import { finalOffer, type QuoteRef } from './offer';
import { checkRecords } from './records-check';

export const NO_SUCH_TRADE_IN = 'No trade-in has that id.';
export const TRADE_IN_CHANGED = 'The trade-in changed meanwhile; reload it and try again.';
export const ALREADY_PAID = 'This trade-in has already been paid.';
export const NO_DRAWER_FOR_PAYOUT = 'Open the cash drawer before paying cash out.';
export const SELLER_TOO_YOUNG = `The shop buys only from sellers aged ${MIN_SELLER_AGE} or over.`;
export const SIGNED_NAME_MISMATCH = "The signed name must be the seller's name as given.";

/**
 * How long the seller's ID details are kept: 6 years from the purchase, the period HMRC requires
 * business and VAT records, the margin scheme's purchase records among them, to be kept (VAT Notice
 * 700/21 section 1.4; VAT Notice 718 section 3); decision 314.
 */
export const SELLER_ID_RETENTION_YEARS = 6;

export function keepSellerIdUntil(at: Date): string {
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + SELLER_ID_RETENTION_YEARS);
  return until.toISOString();
}

/** What the device has cost the shop so far: its purchase price and refurbishment. */
export function costOf(header: Pick<TradeInRecord, 'costPence' | 'offerPence'>): number {
  return header.costPence ?? header.offerPence;
}

export function formatPurchaseDocumentNumber(n: number): string {
  return `PD-${String(n).padStart(6, '0')}`;
}

/** The IMEI or, for a device without one, the serial: how units and the records check name it. */
export function deviceCode(device: TradeIn['device']): string {
  return (device.imei || device.serial)!;
}

/** The trade-in as the API answers it: the seller's ID details only for a role that may see them. */
export function viewOf(parts: TradeInParts, seesSellerId: boolean): TradeIn {
  const { version: _version, ...header } = parts.header;
  return { ...header, ...(seesSellerId && parts.sellerId ? { sellerId: parts.sellerId } : {}) };
}

export async function loadTradeIn(id: string): Promise<TradeInParts> {
  const parts = await getTradeIn(id);
  if (!parts) throw new NotFoundError(NO_SUCH_TRADE_IN);
  return parts;
}

export const OVERRIDE_NEEDED = "The shop's records warn about this device: a manager must override the warning.";

/** A records warning is overridden by a role with 'tradeIns.override' itself (undefined), any other with a manager's approval (decision 312). */
function authoriseOverride(approvalId: string | undefined, session: Session, now: Date): Promise<Granted | undefined> {
  if (callerMay(session, 'tradeIns.override')) return Promise.resolve(undefined);
  return grantFor('tradeIns.override', approvalId, session, now, OVERRIDE_NEEDED);
}

/** Writes the next version of a header read as `before`, with `extra` items; 409 when another change won. */
async function saveNext(before: TradeInRecord, changes: Partial<TradeInRecord>, now: Date, extra: TransactItem[] = []): Promise<TradeInRecord> {
  const next: TradeInRecord = { ...before, ...changes, version: before.version + 1, updatedAt: now.toISOString() };
  try {
    await transactWrite([nextTradeInItem(next), ...extra]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new ConflictError(TRADE_IN_CHANGED);
    throw error;
  }
  return next;
}

/**
 * Identifies, checks and grades the device and makes the offer. A records warning needs a role with
 * 'tradeIns.override' or a manager's approval; the trade-in records who overrode it.
 */
export async function startTradeIn(input: StartTradeInRequest, session: Session, staff: Staff, now: Date): Promise<{ tradeIn: TradeIn; granted?: Granted }> {
  const { device } = input;
  const grade = gradeOf(input.checklist);
  if (!grade) throw new BadRequestError(ACTIVATION_LOCK_MESSAGE, { errors: { 'checklist.activationLockOff': [ACTIVATION_LOCK_MESSAGE] } });
  const quote = input.quoteId ? await findQuote(input.quoteId) : null;
  const quoteRef: QuoteRef | null = quote && { quoteId: quote.quoteId, model: quote.model, storage: quote.storage, grade: quote.grade, pricePence: quote.pricePence, validUntil: quote.validUntil };
  const [row, check] = await Promise.all([listPrice(device.model, device.storage, grade), checkRecords(deviceCode(device), input.customerQr)]);
  const offerPence = finalOffer(row?.pricePence ?? null, quoteRef, device.model, device.storage, grade, now);
  if (offerPence === null) throw new BadRequestError(noPriceMessage(device.model, device.storage, grade));
  const granted = check.warnings.length ? await authoriseOverride(input.approvalId, session, now) : undefined;
  const at = now.toISOString();
  const record: TradeInRecord = {
    id: ulid(now.getTime()),
    status: 'offered',
    device: { model: device.model, storage: device.storage, colour: device.colour, ...(device.imei ? { imei: device.imei } : {}), ...(device.serial ? { serial: device.serial } : {}) },
    checklist: input.checklist,
    grade,
    offerPence,
    ...(quoteRef ? { quote: { quoteId: quoteRef.quoteId, pricePence: quoteRef.pricePence, grade: quoteRef.grade, validUntil: quoteRef.validUntil } } : {}),
    ...(input.customerQr ? { customerQr: input.customerQr } : {}),
    warnings: check.warnings,
    ...(check.warnings.length ? { overriddenBy: granted ? { userId: granted.approver.userId, name: granted.approver.name } : staff } : {}),
    refurbishment: [],
    costPence: offerPence,
    createdAt: at,
    createdBy: staff,
    updatedAt: at,
    version: 1,
  };
  try {
    await transactWrite([newTradeInItem(record), ...(granted ? [granted.item] : []), ...(quoteRef ? [quoteTakenItem(quoteRef.quoteId, record.id)] : [])]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && granted && error.conditionFailedAt(1)) throw new ConflictError(APPROVAL_SPENT);
    throw error;
  }
  return { tradeIn: viewOf({ header: record, sellerId: null, payout: null }, false), granted };
}

/** The seller turns the offer down: the device goes back to them. */
export async function declineOffer(id: string, now: Date): Promise<TradeInParts> {
  const parts = await loadTradeIn(id);
  const { status } = parts.header;
  if (status === 'declined') return parts;
  if (status !== 'offered' && status !== 'accepted') throw new ConflictError(`A trade-in that is ${status} cannot be declined.`);
  return { ...parts, header: await saveNext(parts.header, { status: 'declined' }, now) };
}

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The seller accepts: their name, address and ID, 16 or over, and the declaration signed with their typed name. */
export async function acceptOffer(id: string, input: AcceptOfferRequest, now: Date): Promise<TradeInParts> {
  const { seller, declaration } = input;
  if (!isRealDate(seller.dateOfBirth) || seller.dateOfBirth >= londonDay(now)) {
    throw new BadRequestError('Enter the date of birth as a real date', { errors: { 'seller.dateOfBirth': ['Enter the date of birth as a real date'] } });
  }
  if (ageOn(seller.dateOfBirth, londonDay(now)) < MIN_SELLER_AGE) throw new BadRequestError(SELLER_TOO_YOUNG, { errors: { 'seller.dateOfBirth': [SELLER_TOO_YOUNG] } });
  if (!sameName(declaration.signedName, seller.name)) throw new BadRequestError(SIGNED_NAME_MISMATCH, { errors: { 'declaration.signedName': [SIGNED_NAME_MISMATCH] } });
  const parts = await loadTradeIn(id);
  const { status } = parts.header;
  if (status !== 'offered' && status !== 'accepted') throw new ConflictError(`A trade-in that is ${status} cannot be accepted.`);
  const at = now.toISOString();
  const sellerId = { dateOfBirth: seller.dateOfBirth, idType: seller.idType, idNumber: seller.idNumber, keepUntil: keepSellerIdUntil(now) };
  const header = await saveNext(
    parts.header,
    {
      status: 'accepted',
      seller: { name: seller.name, addressLine1: seller.addressLine1, town: seller.town, postcode: seller.postcode, ...(seller.email ? { email: seller.email } : {}) },
      declaration: { text: DECLARATION_TEXT, signedName: declaration.signedName, signedAt: at },
    },
    now,
    [sellerIdItem(id, sellerId)],
  );
  return { header, sellerId, payout: null };
}

/**
 * Pays the seller once, whatever the number of identical requests: the payout entry (one per
 * trade-in), the next purchase document number, the header and, for cash, the drawer's cash-out move
 * (for store credit, the credit's ledger entry) in one transaction; the same idempotency key again answers the trade-in as paid (decision 315).
 */
export async function payOut(id: string, input: PayOutRequest, staff: Staff, now: Date): Promise<TradeInParts> {
  const replay = async (): Promise<TradeInParts | null> => {
    const parts = await getTradeIn(id);
    return parts?.payout?.idempotencyKey === input.idempotencyKey ? parts : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  return commitWithRetries(async () => {
    const parts = await loadTradeIn(id);
    const { header } = parts;
    if (parts.payout) throw new ConflictError(ALREADY_PAID);
    if (header.status === 'offered') throw new ConflictError("Record the seller and their signed declaration before paying.");
    if (header.status !== 'accepted') throw new ConflictError(`A trade-in that is ${header.status} cannot be paid.`);
    const at = now.toISOString();
    const last = await lastDocumentNumber();
    const documentNumber = formatPurchaseDocumentNumber(last + 1);
    const drawerSessionId = input.method === 'cash' ? await getOpenSessionId() : null;
    if (input.method === 'cash' && !drawerSessionId) throw new ConflictError(NO_DRAWER_FOR_PAYOUT);
    const credit = input.method === 'store-credit' ? await storeCreditAccount(header.customerQr ?? input.customerQr) : null;
    const entry: PayoutEntry = {
      tradeInId: id,
      idempotencyKey: input.idempotencyKey,
      method: input.method,
      amountPence: header.offerPence,
      ...(input.method === 'bank-transfer' ? { reference: input.reference } : {}),
      documentNumber,
      paidAt: at,
    };
    const next: TradeInRecord = {
      ...header,
      status: 'bought',
      documentNumber,
      payout: { method: entry.method, amountPence: entry.amountPence, ...(entry.reference ? { reference: entry.reference } : {}), paidAt: at, by: staff, ...(drawerSessionId ? { drawerSessionId } : {}) },
      ...(credit ? { customerQr: credit.customerQr } : {}),
      version: header.version + 1,
      updatedAt: at,
    };
    const drawer: TransactItem[] = drawerSessionId
      ? [
          countMovesItem(drawerSessionId, 1),
          moveItem(drawerSessionId, { moveId: ulid(now.getTime()), at, kind: 'cash-out', method: 'cash', amountPence: -header.offerPence, reason: `Trade-in payout, purchase document ${documentNumber}`, purchaseDocumentNumber: documentNumber, by: staff }),
        ]
      : [];
    // The credit's ledger entry is keyed by the trade-in: however many payouts race, one credit (decision 352).
    const ledger: TransactItem[] = credit
      ? voucherPostingItems({ kind: 'storeCredit', userId: credit.userId }, { key: `trade-in:${id}`, kind: 'credited', amountPence: header.offerPence, source: { type: 'trade-in', id }, at, by: staff })
      : [];
    // The books (decision 355): box 7 of the VAT return and the margin scheme stock book, written once with the payout.
    const books = tradeInPurchaseItems({
      kind: 'purchase',
      at,
      tradeInId: id,
      documentNumber,
      seller: header.seller?.name ?? '',
      description: `${header.device.model} ${header.device.storage} ${header.device.colour}`,
      stockNumber: deviceCode(header.device),
      pricePence: header.offerPence,
    });
    const items = [advanceDocumentCounterItem(last), nextTradeInItem(next), payoutItem(entry), documentItem(documentNumber, id, at), boughtCodeItem(deviceCode(header.device), id, at, documentNumber), ...drawer, ...ledger, ...books];
    return {
      items,
      retryable: [0, 1],
      result: { header: next, sellerId: parts.sellerId, payout: entry },
      explain: async (error) => {
        if (drawer.length && error.conditionFailedAt(5)) throw new ConflictError(NO_DRAWER_FOR_PAYOUT);
        return null;
      },
    };
  }, replay);
}

export const STORE_CREDIT_NEEDS_CUSTOMER = 'Choose the customer record the store credit goes to.';
export const STORE_CREDIT_NEEDS_ACCOUNT = "Store credit needs a customer account: link the customer's record to their account first.";

/** The account whose store credit a payout goes to: the customer record's linked account (decision 352). */
async function storeCreditAccount(customerQr: string | undefined): Promise<{ customerQr: string; userId: string }> {
  if (!customerQr) throw new BadRequestError(STORE_CREDIT_NEEDS_CUSTOMER, { errors: { customerQr: [STORE_CREDIT_NEEDS_CUSTOMER] } });
  const record = await getCustomer(customerQr);
  if (!record) throw new BadRequestError('Customer not found', { errors: { customerQr: ['Customer not found'] } });
  if (!record.userId) throw new ConflictError(STORE_CREDIT_NEEDS_ACCOUNT);
  return { customerQr, userId: record.userId };
}

const REFURB_STAGE = 'Refurbishment is added once the device is bought, before it is published.';

/** A refurbishment line (a part or labour) adds its cost to the device's; the same key again adds nothing. */
export async function addRefurbLine(id: string, input: RefurbLineRequest, staff: Staff, now: Date): Promise<TradeInParts> {
  const replay = async () => ((await getRefurbLine(id, input.idempotencyKey)) ? loadTradeIn(id) : null);
  const earlier = await replay();
  if (earlier) return earlier;
  return commitWithRetries(async () => {
    const parts = await loadTradeIn(id);
    const { header } = parts;
    if (header.status !== 'bought') throw new ConflictError(REFURB_STAGE);
    const at = now.toISOString();
    const line = { lineId: input.idempotencyKey, kind: input.kind, description: input.description, costPence: input.costPence, at, by: staff };
    const next: TradeInRecord = { ...header, refurbishment: [...header.refurbishment, line], costPence: costOf(header) + line.costPence, version: header.version + 1, updatedAt: at };
    return { items: [nextTradeInItem(next), refurbLineItem(id, input.idempotencyKey, line)], retryable: [0], result: { ...parts, header: next } };
  }, replay);
}

/**
 * Puts the refurbished device in the shop's stock: a unit of a serialised product with its grade, the
 * margin scheme's purchase price (what the seller was paid), its cost with refurbishment, and the
 * trade-in it came from. A phone the shop sold before takes its IMEI's claim over from the sold unit.
 */
export async function publishUnit(id: string, input: PublishRequest, actor: Actor, now: Date): Promise<TradeInParts> {
  const parts = await loadTradeIn(id);
  const { header } = parts;
  if (header.status === 'published') throw new ConflictError('This device is already in the shop.');
  if (header.status !== 'bought') throw new ConflictError('Only a bought device can be published.');
  const product = await getProduct(input.productId, true);
  if (!product) throw new BadRequestError('Product not found', { errors: { productId: ['Product not found'] } });
  if (!product.serialised) {
    const message = `${product.name} is not sold by serial number: choose a refurbished device's product.`;
    throw new BadRequestError(message, { errors: { productId: [message] } });
  }
  const serial = deviceCode(header.device);
  const claim = await unitOfSerial(serial);
  if (claim && (await getUnit(claim.productId, claim.unitId))?.state !== 'sold') throw new ConflictError('A unit with this IMEI or serial is already in stock.');
  const unit: Unit = {
    unitId: ulid(now.getTime()),
    productId: product.id,
    serial,
    grade: input.grade,
    notes: input.notes,
    state: 'available',
    addedAt: now.toISOString(),
    secondHandPurchasePence: header.offerPence,
    costPence: costOf(header),
    tradeInId: id,
  };
  const stock = [
    ...boughtBackUnitItems(unit, claim),
    ...recordStockMovement({ productId: product.id, kind: 'received', delta: 1, reason: `Trade-in ${header.documentNumber}: unit ${serial} (grade ${unit.grade})`, causeId: `trade-in:${id}`, actor, at: now }),
  ];
  try {
    return { ...parts, header: await saveNext(header, { status: 'published', unit: { productId: product.id, unitId: unit.unitId, grade: unit.grade } }, now, stock) };
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new ConflictError('The unit could not be added: its IMEI or serial was taken or the product changed meanwhile. Reload and try again.');
    throw error;
  }
}
