// Printing one sheet of a page (a job ticket, a device label) with window.print(): while it prints,
// the <html> element names the sheet, and the print rules below remove everything else, the site's
// header and footer included. On screen the sheet shows as a paper preview.
import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';

const PRINT_ATTRIBUTE = 'data-printing';

// On paper: everything but the sheet and its ancestors is removed (no blank pages after it), and the
// ancestors lose their own frame so the sheet starts at the top of the page.
const printRules = `
@media print {
  @page { margin: 8mm; }
  html[${PRINT_ATTRIBUTE}], html[${PRINT_ATTRIBUTE}] body { background: #fff !important; }
  html[${PRINT_ATTRIBUTE}] body *:not(:has(.is-printing)):not(.is-printing):not(.is-printing *) { display: none !important; }
  html[${PRINT_ATTRIBUTE}] body :has(.is-printing) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    background: none !important; box-shadow: none !important; min-height: 0 !important; max-width: none !important; overflow: visible !important;
  }
  html[${PRINT_ATTRIBUTE}] .is-printing { margin: 0 !important; box-shadow: none !important; break-inside: avoid; }
}`;

/** Prints the sheet with this id: only it shows on paper. */
export function printSheet(id: string): void {
  const root = document.documentElement;
  for (const other of document.querySelectorAll('[data-print-area].is-printing')) other.classList.remove('is-printing');
  const sheet = document.getElementById(id);
  root.setAttribute(PRINT_ATTRIBUTE, id);
  sheet?.classList.add('is-printing');
  // Print rules apply only on paper, so the marks may stay until the print dialog closes.
  const done = () => {
    root.removeAttribute(PRINT_ATTRIBUTE);
    sheet?.classList.remove('is-printing');
  };
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}

export function PrintArea({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <>
      <style>{printRules}</style>
      <section id={id} data-print-area aria-label={label} className={cn('bg-white text-black shadow-lg', className)}>
        {children}
      </section>
    </>
  );
}
