// A warranty in words, the same on every page that shows one.
import { formatDate } from '../../../shared/dates';
import type { Warranty } from '../../../shared/repairs/warranty';

export function warrantyText(warranty: Warranty): string | null {
  if (warranty.state === 'active' && warranty.endsAt) {
    return `Until ${formatDate(warranty.endsAt)} (${warranty.daysLeft} ${warranty.daysLeft === 1 ? 'day' : 'days'} left)`;
  }
  if (warranty.state === 'expired' && warranty.endsAt) return `Ended ${formatDate(warranty.endsAt)}`;
  return null;
}
