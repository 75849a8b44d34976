// A loyalty tier's repair discount at the till (decision 161): every repair line of a member in a
// tier with one gets it as its line discount, named for the tier ("Gold member 10%"), unless staff
// gave that line a bigger discount of their own. The server applies it to the lines it prices; the
// till applies the same to what it shows, from the tier the server reported.
import { discountPence, type Discount } from './sale-totals';

export interface MemberDiscount {
  tier: string;
  percent: number;
}

export function memberDiscountReason(member: MemberDiscount): string {
  return `${member.tier} member ${member.percent}%`;
}

/** The discount a line ends up with: the member's on a repair, or staff's when that takes more off. */
export function withMemberDiscount<T extends { kind?: string; quantity: number; unitPence: number; discount?: Discount }>(line: T, member: MemberDiscount | null): T {
  if (!member || member.percent <= 0 || line.kind !== 'repair') return line;
  const gross = line.quantity * line.unitPence;
  const tier: Discount = { type: 'percent', value: member.percent, reason: memberDiscountReason(member) };
  if (line.discount && discountPence(line.discount, gross) > discountPence(tier, gross)) return line;
  return { ...line, discount: tier };
}
