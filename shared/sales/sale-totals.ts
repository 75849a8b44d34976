// The arithmetic of a sale, shared by the till (to show it) and the server (which alone decides it):
// line totals, line and basket discounts, the basket discount spread over the lines (so a refund of
// one line gives back what was really paid for it), VAT, and whether the payments add up.
import { formatPence } from '../money';
import { spread } from './spread';
import { vatOfLines, type VatBreakdown, type VatTreatment } from './vat';

export { spread };

export class SaleRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaleRuleError';
  }
}

export interface Discount {
  type: 'percent' | 'amount';
  /** A whole percent (1-100) or pence. */
  value: number;
  reason: string;
}

export interface PricedLineInput {
  /** Which lines a reward applies to (decision 160); absent: a custom line. */
  kind?: 'product' | 'repair' | 'custom';
  description: string;
  quantity: number;
  unitPence: number;
  discount?: Discount;
  /** Absent: standard (decision 320). */
  vatTreatment?: VatTreatment;
  /** Margin scheme only: what the shop paid for one unit (the product's secondHandPurchasePence). */
  marginCostPence?: number;
}

export interface PricedLine {
  grossPence: number;
  lineDiscountPence: number;
  basketDiscountPence: number;
  /** The line's share of a redeemed reward (decision 160); present only when the sale redeems one. */
  rewardDiscountPence?: number;
  /** What the customer pays for the line: gross less every discount. */
  netPence: number;
  vatTreatment: VatTreatment;
  /** The VAT in netPence at the line's rate (its share of the rate's total); margin scheme: the VAT due on its margin, not shown. */
  vatPence: number;
}

/** A reward from the catalogue redeemed on the sale: its value, and which lines it may come off. */
export interface RewardDiscountInput {
  valuePence: number;
  appliesTo: 'repair' | 'product' | 'any';
}

export function rewardAppliesToLine(appliesTo: RewardDiscountInput['appliesTo'], kind: PricedLineInput['kind']): boolean {
  return appliesTo === 'any' || appliesTo === kind;
}

export interface SaleTotals {
  lines: PricedLine[];
  subtotalPence: number;
  lineDiscountsPence: number;
  basketDiscountPence: number;
  /** Present only when the sale redeems a reward: its value, capped at the lines it applies to. */
  rewardDiscountPence?: number;
  totalPence: number;
  vat: VatBreakdown;
}

export function discountPence(discount: Discount | undefined, ofPence: number): number {
  if (!discount) return 0;
  return discount.type === 'percent' ? Math.round((ofPence * discount.value) / 100) : discount.value;
}

export function saleTotals(lines: readonly PricedLineInput[], basketDiscount?: Discount, reward?: RewardDiscountInput): SaleTotals {
  const afterLine = lines.map((line) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new SaleRuleError(`Quantity of ${line.description} must be a whole number of at least 1.`);
    const grossPence = line.quantity * line.unitPence;
    const lineDiscountPence = discountPence(line.discount, grossPence);
    if (lineDiscountPence > grossPence) {
      throw new SaleRuleError(`The discount on ${line.description} (${formatPence(lineDiscountPence)}) is more than the line total (${formatPence(grossPence)}).`);
    }
    return { grossPence, lineDiscountPence };
  });
  const afterLines = afterLine.map((l) => l.grossPence - l.lineDiscountPence);
  const beforeBasket = afterLines.reduce((a, b) => a + b, 0);
  const basketDiscountPence = discountPence(basketDiscount, beforeBasket);
  if (basketDiscountPence > beforeBasket) {
    throw new SaleRuleError(`The basket discount (${formatPence(basketDiscountPence)}) is more than the sale total (${formatPence(beforeBasket)}).`);
  }
  const shares = spread(basketDiscountPence, afterLines);
  const afterBasket = afterLines.map((net, i) => net - shares[i]!);
  // A reward comes off last, from the lines it applies to, in proportion to what is left on them.
  const eligible = afterBasket.map((net, i) => (reward && rewardAppliesToLine(reward.appliesTo, lines[i]!.kind) ? net : 0));
  const rewardDiscountPence = reward ? Math.min(reward.valuePence, eligible.reduce((a, b) => a + b, 0)) : 0;
  if (reward && rewardDiscountPence === 0) throw new SaleRuleError(REWARD_HAS_NOTHING_TO_COME_OFF);
  const rewardShares = spread(rewardDiscountPence, eligible);
  const nets = afterBasket.map((net, i) => net - rewardShares[i]!);
  const { lineVat, vat } = vatOfLines(lines.map((line, i) => ({ treatment: line.vatTreatment, grossPence: nets[i]!, marginCostPence: line.marginCostPence === undefined ? undefined : line.marginCostPence * line.quantity })));
  const priced: PricedLine[] = afterLine.map((l, i) => ({
    ...l,
    basketDiscountPence: shares[i]!,
    ...(reward ? { rewardDiscountPence: rewardShares[i]! } : {}),
    netPence: nets[i]!,
    vatTreatment: lines[i]!.vatTreatment ?? 'standard',
    vatPence: lineVat[i]!,
  }));
  const totalPence = beforeBasket - basketDiscountPence - rewardDiscountPence;
  return {
    lines: priced,
    subtotalPence: priced.reduce((a, l) => a + l.grossPence, 0),
    lineDiscountsPence: priced.reduce((a, l) => a + l.lineDiscountPence, 0),
    basketDiscountPence,
    ...(reward ? { rewardDiscountPence } : {}),
    totalPence,
    vat,
  };
}

export const REWARD_HAS_NOTHING_TO_COME_OFF = 'That reward does not apply to anything in this sale.';

/** Gift cards and store credit are tenders beside cash and card (decision 302). */
export type PaymentMethod = 'cash' | 'card' | 'giftCard' | 'storeCredit';

export interface PaymentInput {
  /** A terminal payment (a registered reader's) is card money. */
  method: PaymentMethod | 'terminal';
  amountPence: number;
  /** Cash only: what the customer handed over (at least the amount); the rest is change. */
  tenderedPence?: number;
  /** Card only: the shop terminal's reference or the card's last 4 digits. */
  reference?: string;
  /** Gift card only: the card's code. */
  giftCardCode?: string;
}

export interface CheckedPayments {
  paidPence: number;
  changePence: number;
  byMethod: Record<PaymentMethod, number>;
}

/** Payments must add up to the total exactly; cash handed over may exceed its amount (change). */
export function checkPayments(payments: readonly PaymentInput[], totalPence: number): CheckedPayments {
  const byMethod: Record<PaymentMethod, number> = { cash: 0, card: 0, giftCard: 0, storeCredit: 0 };
  let changePence = 0;
  for (const payment of payments) {
    if (!Number.isInteger(payment.amountPence) || payment.amountPence < 1) throw new SaleRuleError('Each payment must be at least £0.01.');
    byMethod[payment.method === 'terminal' ? 'card' : payment.method] += payment.amountPence;
    if (payment.method === 'cash') {
      const tendered = payment.tenderedPence ?? payment.amountPence;
      if (tendered < payment.amountPence) throw new SaleRuleError(`Cash handed over (${formatPence(tendered)}) is less than the cash payment (${formatPence(payment.amountPence)}).`);
      changePence += tendered - payment.amountPence;
    }
  }
  const paidPence = byMethod.cash + byMethod.card + byMethod.giftCard + byMethod.storeCredit;
  if (paidPence !== totalPence) {
    throw new SaleRuleError(`The payments add up to ${formatPence(paidPence)} but the total is ${formatPence(totalPence)}.`);
  }
  return { paidPence, changePence, byMethod };
}

/** The cash to take as change when `tenderedPence` is handed over for `duePence` (never negative). */
export function changeDue(tenderedPence: number, duePence: number): number {
  return Math.max(0, tenderedPence - duePence);
}
