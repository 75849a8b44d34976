// The warranty line of a repair or device in lists: green while it runs, quiet once it has ended.
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { Warranty } from '../../../shared/repairs/warranty';
import { warrantyLabel } from '../lib/warranty-label';
import { cn } from '../utils/cn';

export function WarrantyBadge({ warranty, className }: { warranty: Warranty; className?: string }) {
  const label = warrantyLabel(warranty);
  if (!label) return null;
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', warranty.state === 'active' ? 'text-success' : 'text-subtle', className)}>
      <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
      {label}
    </span>
  );
}
