// A sale at the till, in ONE transaction: the invoice (next number of the gapless sequence), the
// sale, its payments as moves of the open drawer session, the receipt's claim code, the request's
// idempotency key, each collected repair job's Collected transition, and a redeemed reward's points
// (decision 160). A known member's tier takes its repair discount off the repair lines (decision 161).
// A retried request with the same key answers the sale it already made (decision 142), also when
// both are sent at once: the key is looked at before any other rule, on every attempt (decision 235).
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { RECEIPT_CODE_BYTES, receiptCodeFromBytes } from '../../shared/sales/receipt-code';
import { saleTotals, checkPayments, SaleRuleError, type PricedLineInput } from '../../shared/sales/sale-totals';
import { withMemberDiscount } from '../../shared/sales/member-discount';
import type { Actor } from '../../shared/schemas/repairs/fields';
import type { DrawerMove } from '../../shared/schemas/sales/drawer';
import type { Payment, Staff } from '../../shared/schemas/sales/fields';
import type { InvoiceLine } from '../../shared/schemas/sales/invoice';
import type { Product, Unit } from '../../shared/schemas/shop/product';
import { MAX_REPAIRS_PER_SALE, type CreateSaleRequest, type Sale, type SaleLine, type SaleReward } from '../../shared/schemas/sales/sale';
import { getCustomer } from '../data/customers';
import { getProduct } from '../data/products';
import { recordStockMovement } from '../data/stock-ledger';
import { countMovesItem, getOpenSessionId, moveItem } from '../data/drawer';
import { consumeTerminalPaymentItem, getTerminalPayment } from '../data/terminal-payments';
import { customerName, statusCountsItem } from '../data/jobs';
import { getSale, getTillRequest, receiptItem, saleItem, tillRequestItem, type SaleRecord } from '../data/sales';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { announceStatusMove, type MoveOrigin } from '../repairs/notify-customer';
import { planCollection, type PlannedCollection } from './collect-repair';
import { APPROVAL_SPENT, NO_OPEN_DRAWER } from '../drawer/drawer';
import { issueInvoice } from './issue-invoice';
import { commitWithRetries } from '../data/transact';
import { saleableUnit, unitDescription, unitSoldMessage } from './serialised-units';
import { announceSalesDocuments } from '../reports/announce-documents';
import { announceSale } from './announce-sale';
import { NOT_ENOUGH_POINTS, redemptionItems, rewardForSale, rewardPointsByLine, tillMemberFacts, type TillMemberFacts } from '../rewards/till-redemption';
import type { Reward } from '../../shared/schemas/loyalty/reward';
import { discountPence } from '../../shared/sales/sale-totals';
import type { AuthoriseDiscount } from './manager-approval';
import { VOUCHER_SHORT, voucherMoveItems, voucherPayment, type VoucherMove } from '../gift-cards/tender';

export const CARD_REFERENCE_NEEDED = 'Card payments need the terminal reference or the last 4 digits of the card.';
export const KEY_USED_FOR_OTHER = 'That idempotency key was used for another request.';
export const NO_SUCH_CUSTOMER = 'No customer record has that QR code.';
export const TERMINAL_PAYMENT_UNUSABLE = "The reader's card payment has not succeeded for this sale and amount, or another sale used it.";

/** 100 random bits in Crockford's base32: the receipt's claim code (the QR code on every receipt, decision 248). */
export function newReceiptCode(): string {
  return receiptCodeFromBytes(randomBytes(RECEIPT_CODE_BYTES));
}

function toSaleError(error: unknown): never {
  if (error instanceof SaleRuleError) throw new BadRequestError(error.message);
  throw error;
}

async function replay(key: string): Promise<Sale | null> {
  const done = await getTillRequest(key);
  if (!done) return null;
  if (done.kind !== 'sale') throw new ConflictError(KEY_USED_FOR_OTHER);
  return getSale(done.saleId);
}

function checkShape(input: CreateSaleRequest): void {
  const jobs = input.lines.flatMap((l) => (l.kind === 'repair' ? [l.jobQr] : []));
  if (new Set(jobs).size !== jobs.length) throw new BadRequestError('The same repair job is in the sale twice.');
  const products = input.lines.flatMap((l) => (l.kind === 'product' ? [l.productId] : []));
  if (new Set(products).size !== products.length) throw new BadRequestError('The same product is in the sale twice: change its quantity instead.');
  if (jobs.length > MAX_REPAIRS_PER_SALE) throw new BadRequestError(`A sale can collect at most ${MAX_REPAIRS_PER_SALE} repair jobs.`);
  for (const payment of input.payments) {
    if (payment.method === 'card' && !payment.reference) throw new BadRequestError(CARD_REFERENCE_NEEDED);
    if (payment.method !== 'cash' && payment.tenderedPence !== undefined) throw new BadRequestError('Only cash payments have an amount handed over.');
    if (payment.method !== 'card' && payment.reference) throw new BadRequestError('Only card payments have a terminal reference.');
    if ((payment.method === 'terminal') !== !!payment.terminalPaymentKey) throw new BadRequestError('A reader payment, and only one, names its payment key.');
  }
  if (input.payments.filter((p) => p.method === 'terminal').length > 1) throw new BadRequestError('A sale takes one reader payment.');
}

export interface SaleContext {
  by: Actor & { userId: string };
  now: Date;
  siteOrigin: string | null;
  /** Where the request came from: the activity log's record of each repair it collects. */
  caller: Omit<MoveOrigin['caller'], 'userId'>;
  /** Approves staff discounts beyond the front desk's limit (decision 268); absent, every discount goes through. */
  authoriseDiscount?: AuthoriseDiscount;
  /** A session to book the sale into instead of the shop's open drawer: only the demo seed's past days (scripts/local/seed-till-sales.ts). */
  drawerSessionId?: string;
}

export async function createSale(input: CreateSaleRequest, context: SaleContext): Promise<Sale> {
  const earlier = await replay(input.idempotencyKey);
  if (earlier) return earlier;
  checkShape(input);
  const { by, now, siteOrigin } = context;
  const staff: Staff = { userId: by.userId, name: by.name };
  const record = input.customerQr ? await getCustomer(input.customerQr) : null;
  if (input.customerQr && !record) throw new BadRequestError(NO_SUCH_CUSTOMER);
  const saleId = ulid(now.getTime());
  const receiptCode = newReceiptCode();
  const soldAt = now.toISOString();
  // Read once, not on every retry: the member's tier and the reward's terms when the sale began.
  let member: TillMemberFacts | null | undefined;
  let reward: Reward | undefined;

  const { sale, collections } = await commitWithRetries(async () => {
    const sessionId = context.drawerSessionId ?? (await getOpenSessionId());
    if (!sessionId) throw new ConflictError(NO_OPEN_DRAWER);
    const collections = new Map<string, PlannedCollection>();
    for (const line of input.lines) if (line.kind === 'repair') collections.set(line.jobQr, await planCollection(line.jobQr, by, now, siteOrigin));
    const products = new Map<string, Product>();
    const units = new Map<string, Unit>();
    for (const line of input.lines) {
      if (line.kind !== 'product') continue;
      const product = await saleableProduct(line.productId);
      products.set(line.productId, product);
      const unit = await saleableUnit(product, line.unitId, line.quantity);
      if (unit) units.set(line.productId, unit);
    }
    const jobOwner = [...collections.values()].map((c) => c.job.customer?.userId).find(Boolean);
    const memberId = record ? (record.userId ?? null) : (jobOwner ?? null);
    if (member === undefined) member = memberId ? await tillMemberFacts(memberId, now) : null;
    if (input.rewardId && !reward) reward = await rewardForSale(input.rewardId, memberId);
    const memberDiscount = member ? { tier: member.tier, percent: member.repairDiscountPercent } : null;
    const productName = (productId: string) => (units.has(productId) ? unitDescription(products.get(productId)!, units.get(productId)!) : products.get(productId)!.name);

    const priced: PricedLineInput[] = input.lines.map((line): PricedLineInput => {
      if (line.kind === 'repair') {
        const c = collections.get(line.jobQr)!;
        const repair = { kind: 'repair' as const, description: c.description, quantity: 1, unitPence: c.duePence, discount: line.discount };
        // A balance paid online was the price the customer saw: the tier discount is not taken off it again (decision 290).
        return withMemberDiscount(repair, c.online.length ? null : memberDiscount);
      }
      if (line.kind === 'product') {
        const product = products.get(line.productId)!;
        // A unit bought in a trade-in carries its own purchase price (decision 316); else the product's.
        const margin = product.vatTreatment === 'margin' ? { marginCostPence: units.get(line.productId)?.secondHandPurchasePence ?? product.secondHandPurchasePence ?? 0 } : {};
        return { kind: 'product', description: productName(line.productId), quantity: line.quantity, unitPence: product.pricePence, discount: line.discount, vatTreatment: product.vatTreatment, ...margin };
      }
      return { kind: 'custom', description: line.description, quantity: line.quantity, unitPence: line.unitPence, discount: line.discount, vatTreatment: line.vatTreatment };
    });
    let totals: ReturnType<typeof saleTotals>;
    let paid: ReturnType<typeof checkPayments>;
    // The balances paid online are tenders already taken: the till takes the rest (decision 290).
    const online: Payment[] = [...collections.values()].flatMap((c) => c.online.map((t) => ({ method: 'online' as const, amountPence: t.amountPence, reference: t.paymentId })));
    try {
      totals = saleTotals(priced, input.basketDiscount, reward ? { valuePence: reward.valuePence, appliesTo: reward.appliesTo } : undefined);
      paid = checkPayments(input.payments, totals.totalPence - online.reduce((sum, p) => sum + p.amountPence, 0));
    } catch (error) {
      toSaleError(error);
    }

    // Staff discounts: what staff typed on lines and the basket; a member's tier discount is the shop's.
    const staffLineDiscounts = priced.reduce((sum, line, i) => {
      const asked = input.lines[i]!.discount;
      return sum + (asked && line.discount === asked ? discountPence(asked, line.quantity * line.unitPence) : 0);
    }, 0);
    const granted = await context.authoriseDiscount?.(staffLineDiscounts + totals.basketDiscountPence, totals.subtotalPence);

    const redeemed: SaleReward | undefined =
      reward && memberId ? { rewardId: reward.id, name: reward.name, points: reward.pointsCost, discountPence: totals.rewardDiscountPence ?? 0, userId: memberId } : undefined;
    const linePoints = redeemed ? rewardPointsByLine(redeemed.points, totals.lines.map((l) => l.rewardDiscountPence ?? 0)) : [];
    const lines: SaleLine[] = input.lines.map((line, i) => {
      const job = line.kind === 'repair' ? collections.get(line.jobQr)!.next : undefined;
      return {
        lineId: `L${i + 1}`,
        kind: line.kind,
        description: priced[i]!.description,
        note: line.kind === 'custom' && line.note ? line.note : undefined,
        productId: line.kind === 'product' ? line.productId : undefined,
        unitId: line.kind === 'product' ? units.get(line.productId)?.unitId : undefined,
        jobQr: job?.qrCode,
        jobNumber: job?.jobNumber,
        warrantyEndsAt: job?.warrantyEndsAt,
        quantity: priced[i]!.quantity,
        unitPence: priced[i]!.unitPence,
        discount: priced[i]!.discount,
        ...totals.lines[i]!,
        ...(priced[i]!.marginCostPence === undefined ? {} : { marginCostPence: priced[i]!.marginCostPence }),
        ...(linePoints[i] ? { rewardPoints: linePoints[i] } : {}),
        refundedQuantity: 0,
        refundedPence: 0,
        // The cost when sold, for the reports' cost of goods (decision 187).
        unitCostPence: line.kind === 'repair' ? collections.get(line.jobQr)!.partsCostPence : line.kind === 'product' ? products.get(line.productId)!.costPence : undefined,
      };
    });
    const terminal = await usableTerminalPayment(input);
    // Gift card and store credit payments: their ledgers' entries go in this transaction (decision 302).
    const voucherMoves: VoucherMove[] = [];
    const payments: Payment[] = online.concat(input.payments.map((p): Payment => {
      if (p.method === 'cash') return { method: 'cash', amountPence: p.amountPence, tenderedPence: p.tenderedPence ?? p.amountPence, changePence: (p.tenderedPence ?? p.amountPence) - p.amountPence };
      if (p.method === 'card') return { method: 'card', amountPence: p.amountPence, reference: p.reference };
      if (p.method === 'terminal') return { method: 'card', amountPence: p.amountPence, terminal: terminal! };
      return voucherPayment({ method: p.method === 'giftCard' ? 'giftCard' : 'storeCredit', amountPence: p.amountPence, giftCardCode: p.giftCardCode }, memberId, { key: `sale:${saleId}`, kind: 'redeemed', source: { type: 'till-sale', id: saleId }, at: soldAt }, voucherMoves);
    }));
    const jobCustomer = [...collections.values()].map((c) => c.job.customer).find(Boolean);
    const customer = record
      ? { customerQr: record.qrCode, name: `${record.firstName} ${record.lastName}`.trim(), email: record.email }
      : jobCustomer
        ? { customerQr: jobCustomer.customerQr, name: customerName(jobCustomer)!, email: jobCustomer.email }
        : undefined;
    // Whose Purchases list the sale (decision 295): the record's account and the collected jobs' owners;
    // with none, the record itself, until an account claims it.
    const owners = [record?.userId, ...[...collections.values()].map((c) => c.job.customer?.userId)].filter((id): id is string => Boolean(id));
    const holders = owners.length ? owners.map((userId) => ({ userId })) : customer?.customerQr ? [{ customerQr: customer.customerQr }] : [];
    const invoiceLines: InvoiceLine[] = lines.map((l) => ({
      lineId: l.lineId,
      kind: l.kind,
      description: l.note ? `${l.description} (${l.note})` : l.description,
      quantity: l.quantity,
      unitPence: l.unitPence,
      discountPence: l.lineDiscountPence + l.basketDiscountPence + (l.rewardDiscountPence ?? 0),
      netPence: l.netPence,
      jobNumber: l.jobNumber,
      warrantyEndsAt: l.warrantyEndsAt,
      vatTreatment: l.vatTreatment,
      vatPence: l.vatPence,
      marginCostPence: l.marginCostPence,
    }));
    const { document: invoice, items: invoiceItems } = await issueInvoice({
      issuedAt: soldAt,
      source: { kind: 'till', saleId },
      customer: customer ? { name: customer.name, email: customer.email, customerQr: customer.customerQr } : undefined,
      staff,
      lines: invoiceLines,
      subtotalPence: totals.subtotalPence,
      discountPence: totals.lineDiscountsPence + totals.basketDiscountPence + (totals.rewardDiscountPence ?? 0),
      ...(redeemed ? { reward: { name: redeemed.name, points: redeemed.points, discountPence: redeemed.discountPence } } : {}),
      totalPence: totals.totalPence,
      vat: totals.vat,
      payments,
    }, holders);
    const sale: SaleRecord = {
      saleId,
      version: 1,
      invoiceNumber: invoice.number,
      receiptCode,
      soldAt,
      staff,
      ...(granted ? { approvedBy: { userId: granted.approver.userId, name: granted.approver.name } } : {}),
      drawerSessionId: sessionId,
      customer,
      lines,
      basketDiscount: input.basketDiscount,
      subtotalPence: totals.subtotalPence,
      lineDiscountsPence: totals.lineDiscountsPence,
      basketDiscountPence: totals.basketDiscountPence,
      ...(redeemed ? { reward: redeemed } : {}),
      totalPence: totals.totalPence,
      vat: totals.vat,
      payments,
      changePence: paid.changePence,
      refundedPence: 0,
      refunds: [],
    };
    // Only cash and card go through the drawer (not a balance paid online, a gift card or store credit); a reader's payment is card, marked as the reader's.
    const moves: DrawerMove[] = payments.filter((p) => p.method === 'cash' || p.method === 'card').map((p, i) => ({
      moveId: `${saleId}-${i + 1}`,
      at: soldAt,
      kind: 'sale',
      method: p.method === 'card' ? 'card' : 'cash',
      ...(p.terminal ? { terminal: true } : {}),
      amountPence: p.amountPence,
      invoiceNumber: invoice.number,
      saleId,
      by: staff,
    }));
    const items = [
      ...invoiceItems,
      countMovesItem(sessionId, moves.length),
      tillRequestItem(input.idempotencyKey, { saleId, kind: 'sale' }, soldAt),
      saleItem(sale, null),
      receiptItem({ code: receiptCode, saleId, invoiceNumber: invoice.number, issuedAt: soldAt, claimedAt: null, claimedBy: null }),
      ...moves.map((m) => moveItem(sessionId, m)),
    ];
    const jobHeaders: number[] = [];
    for (const collection of collections.values()) {
      jobHeaders.push(items.length);
      items.push(...collection.items);
    }
    // One item for every collected job's status move: two updates of it would refuse the transaction.
    const statusCounts = statusCountsItem([...collections.values()].map((c) => c.statusMove));
    if (statusCounts) items.push(statusCounts);
    const stockIndexes = new Map<number, string>();
    const unitIndexes = new Map<number, Unit>();
    for (const line of lines) {
      if (line.kind !== 'product') continue;
      stockIndexes.set(items.length, line.description);
      const unit = units.get(line.productId!);
      // The unit's move from available to sold is the movement's third item (data/stock-ledger.ts).
      if (unit) unitIndexes.set(items.length + 2, unit);
      items.push(
        ...recordStockMovement({
          productId: line.productId!,
          kind: 'sale',
          delta: -line.quantity,
          reason: `Till sale ${invoice.number}`,
          causeId: `till-sale:${saleId}`,
          actor: { id: staff.userId, name: staff.name },
          at: now,
          unit: unit ? { unitId: unit.unitId, from: 'available', to: 'sold' } : undefined,
        }),
      );
    }
    // The redemption last: its balance change is the item whose condition refuses an overdraw.
    const balanceIndex = items.length + 1;
    if (redeemed) items.push(...redemptionItems(saleId, invoice.number, redeemed, customer?.name ?? '', soldAt));
    const vouchersAt = voucherMoveItems(voucherMoves, items.length);
    items.push(...vouchersAt.items);
    // A manager's approval of the discounts is used up by this sale and no other (decision 268).
    const grantIndex = granted ? items.push(granted.item) - 1 : -1;
    const terminalIndex = terminal ? items.push(consumeTerminalPaymentItem(terminal.paymentKey, saleId)) - 1 : -1;
    const drawerIndex = invoiceItems.length;
    return {
      items,
      retryable: [0, drawerIndex, ...jobHeaders],
      result: { sale, collections: [...collections.values()] },
      explain: async (error) => {
        // A failed key (the same request committed first) was answered with its sale before this.
        if (redeemed && error.conditionFailedAt(balanceIndex)) throw new ConflictError(NOT_ENOUGH_POINTS);
        if (granted && error.conditionFailedAt(grantIndex)) throw new ConflictError(APPROVAL_SPENT);
        if (error.conditionFailedAt(terminalIndex)) throw new ConflictError(TERMINAL_PAYMENT_UNUSABLE);
        if (vouchersAt.short((i) => error.conditionFailedAt(i))) throw new ConflictError(VOUCHER_SHORT);
        for (const [index, unit] of unitIndexes) if (error.conditionFailedAt(index)) throw new ConflictError(unitSoldMessage(unit));
        for (const [index, name] of stockIndexes) if (error.conditionFailedAt(index)) throw new ConflictError(`Not enough ${name} in stock.`);
        return null;
      },
    };
  }, async () => {
    // Before every retry: a duplicate sent at the same moment answers the sale the first made, not
    // the job it has just collected (decision 235).
    const done = await replay(input.idempotencyKey);
    return done ? { sale: done as SaleRecord, collections: [] } : null;
  });
  // Each collected job's consequences, exactly as the job sheet's Collected button has them (decision 242).
  const origin: MoveOrigin = { siteOrigin, caller: { ...context.caller, userId: by.userId }, via: `at the till with ${sale.invoiceNumber}` };
  for (const collection of collections) await announceStatusMove(collection.next, collection.entry, origin);
  await announceSalesDocuments([sale.invoiceNumber]);
  await announceSale(sale, siteOrigin);
  return publicSale(sale);
}

/** The sale's reader payment, if it has one: succeeded for this sale, for its amount, and used by no sale yet (decision 281). */
async function usableTerminalPayment(input: CreateSaleRequest): Promise<Payment['terminal']> {
  const asked = input.payments.find((p) => p.method === 'terminal');
  if (!asked) return undefined;
  const found = await getTerminalPayment(asked.terminalPaymentKey!);
  if (found?.state !== 'succeeded' || found.saleKey !== input.idempotencyKey || found.amountPence !== asked.amountPence || found.saleId) throw new ConflictError(TERMINAL_PAYMENT_UNUSABLE);
  return { paymentKey: found.paymentKey, providerPaymentId: found.providerPaymentId!, readerLabel: found.readerLabel };
}

/** A product the till may sell: known (a serialised one sells by its unit: serialised-units.ts). */
async function saleableProduct(productId: string): Promise<Product> {
  const product = await getProduct(productId, true);
  if (!product) throw new BadRequestError('No product has that id.');
  return product;
}

/** The sale as the API shows it (without the version lock). */
export function publicSale(sale: SaleRecord | Sale): Sale {
  const { version: _version, ...rest } = sale as SaleRecord;
  return rest;
}
