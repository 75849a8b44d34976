import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../../utils/cn';

/** A button that shows or hides a region below it (aria-expanded). */
export function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="rounded-xl border border-border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((shown) => !shown)}
        className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-medium hover:bg-surface-raised"
      >
        {label}
        <ChevronDown className={cn('h-5 w-5 text-muted transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div id={regionId} hidden={!open} className="border-t border-border p-4">
        {open ? children : null}
      </div>
    </div>
  );
}
