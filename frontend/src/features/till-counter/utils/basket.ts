// The basket at the till: lines as the screen holds them, what the sale request sends, and the
// totals worked out by the same arithmetic the server uses (the server's answer is what counts).
import { saleTotals, SaleRuleError, type Discount, type RewardDiscountInput, type SaleTotals } from '../../../../../shared/sales/sale-totals';
import { withMemberDiscount, type MemberDiscount } from '../../../../../shared/sales/member-discount';
import type { SaleLineInput } from '../../../../../shared/schemas/sales/sale';
import type { TillItem } from '../../../../../shared/schemas/sales/till-lookup';
import type { CustomLineVatTreatment, VatTreatment } from '../../../../../shared/sales/vat-treatments';

export interface BasketLine {
  key: string;
  kind: 'product' | 'repair' | 'custom';
  description: string;
  note?: string;
  unitPence: number;
  quantity: number;
  productId?: string;
  /** A serialised product's unit: sold once, one to a line (decision 148). */
  unitId?: string;
  jobQr?: string;
  /** A repair whose balance was paid online (decision 290): the sale takes it, the till the rest. */
  paidOnlinePence?: number;
  discount?: Discount;
  /** A product's (from the lookup) or a custom item's; absent: standard. The basket shows VAT per rate with it. */
  vatTreatment?: VatTreatment;
}

let counter = 0;
const nextKey = () => `line-${++counter}`;

/** Adds a looked-up item: a product already in the basket gets one more; a repair is added once. */
export function addItem(lines: readonly BasketLine[], item: TillItem): BasketLine[] {
  if (item.kind === 'product' && item.unitId) {
    if (lines.some((l) => l.unitId === item.unitId)) return [...lines];
    return [...lines, { key: nextKey(), kind: 'product', description: item.description, unitPence: item.unitPence, quantity: 1, productId: item.productId, unitId: item.unitId, vatTreatment: item.vatTreatment }];
  }
  if (item.kind === 'product') {
    const existing = lines.find((l) => l.productId === item.productId);
    if (existing) return lines.map((l) => (l === existing ? { ...l, quantity: Math.min(99, l.quantity + 1) } : l));
    return [...lines, { key: nextKey(), kind: 'product', description: item.description, unitPence: item.unitPence, quantity: 1, productId: item.productId, vatTreatment: item.vatTreatment }];
  }
  if (lines.some((l) => l.jobQr === item.jobQr)) return [...lines];
  return [...lines, { key: nextKey(), kind: 'repair', description: item.description, unitPence: item.unitPence, quantity: 1, jobQr: item.jobQr, paidOnlinePence: item.paidOnlinePence }];
}

export function addCustom(lines: readonly BasketLine[], custom: { description: string; note?: string; quantity: number; unitPence: number; vatTreatment?: CustomLineVatTreatment }): BasketLine[] {
  return [...lines, { key: nextKey(), kind: 'custom', ...custom }];
}

export function requestLines(lines: readonly BasketLine[]): SaleLineInput[] {
  return lines.map((l): SaleLineInput => {
    if (l.kind === 'product') return { kind: 'product', productId: l.productId!, unitId: l.unitId, quantity: l.quantity, discount: l.discount };
    if (l.kind === 'repair') return { kind: 'repair', jobQr: l.jobQr!, discount: l.discount };
    return { kind: 'custom', description: l.description, note: l.note, quantity: l.quantity, unitPence: l.unitPence, discount: l.discount, vatTreatment: l.vatTreatment as CustomLineVatTreatment | undefined };
  });
}

/** The lines as the server will price them: a member's tier discount on each repair (decision 161) not paid online (decision 290). */
export function pricedLines(lines: readonly BasketLine[], member: MemberDiscount | null): BasketLine[] {
  return lines.map((line) => withMemberDiscount(line, line.paidOnlinePence ? null : member));
}

/** What the basket's repairs had paid online: the sale's online tenders, taken off what the till takes. */
export function paidOnlinePence(lines: readonly BasketLine[]): number {
  return lines.reduce((sum, line) => sum + (line.paidOnlinePence ?? 0), 0);
}

export function basketTotals(lines: readonly BasketLine[], basketDiscount?: Discount, reward?: RewardDiscountInput): { totals: SaleTotals } | { error: string } {
  try {
    return { totals: saleTotals(lines, basketDiscount, reward) };
  } catch (error) {
    if (error instanceof SaleRuleError) return { error: error.message };
    throw error;
  }
}
