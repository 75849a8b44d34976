// A repair's or device's warranty in one short line for lists: "Under warranty: 287 days left",
// "Warranty ended 3 Mar 2026", or nothing before collection.
import { formatDate } from '../../../shared/dates';
import type { Warranty } from '../../../shared/repairs/warranty';

export function warrantyLabel(warranty: Warranty): string | null {
  if (warranty.state === 'active') return `Under warranty: ${warranty.daysLeft} ${warranty.daysLeft === 1 ? 'day' : 'days'} left`;
  if (warranty.state === 'expired' && warranty.endsAt) return `Warranty ended ${formatDate(warranty.endsAt)}`;
  return null;
}
