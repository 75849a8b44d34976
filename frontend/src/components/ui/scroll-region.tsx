import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';

export interface ScrollRegionProps {
  /** Names the region for screen readers, e.g. the table's caption. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways when its table is wider than the screen. It is focusable and named so
 * keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable), whatever the
 * rows hold: a table of plain text has nothing else to focus. Positioned, so that what its rows hold
 * out of sight (screen-reader text is absolutely positioned) is clipped with them instead of widening
 * the page.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary', className)}
    >
      {children}
    </div>
  );
}
