// Money is held as integer pence everywhere; this is the one place it becomes text.
import { lazy } from './lazy';

const poundFormat = lazy(() => new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
}));

export function formatPence(pence: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`Money must be whole pence, got ${pence}`);
  // -0 (a refund of nothing, negated) is £0.00, never -£0.00.
  return poundFormat().format(pence === 0 ? 0 : pence / 100);
}
