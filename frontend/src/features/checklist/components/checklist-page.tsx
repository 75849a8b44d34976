// /checklist: what to do before handing a device in, ticked off on the customer's own screen.
import CircleCheck from 'lucide-react/icons/circle-check';
import Circle from 'lucide-react/icons/circle';
import { useState } from 'react';
import { BUSINESS } from '../../../../../shared/business';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { cn } from '../../../utils/cn';
import { checklistItems } from './checklist-items';

export function ChecklistPage() {
  useDocumentTitle('Before you hand in your device');
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setDone((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <article aria-labelledby="checklist-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Repair checklist</p>
        <h1 id="checklist-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          Before you hand in your device
        </h1>
        <p className="mt-4 text-lg text-muted">
          A few minutes now keeps your data safe and gets your repair done faster, whether you bring it to {BUSINESS.address.line1} or post
          it to us.
        </p>
        <p className="mt-4 text-sm text-subtle" role="status" aria-live="polite">
          {done.size} of {checklistItems.length} done
        </p>
      </header>

      <ol className="mt-8 grid gap-4">
        {checklistItems.map((item) => {
          const checked = done.has(item.id);
          return (
            <li key={item.id} className={cn('rounded-xl border bg-surface p-5 transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-primary', checked ? 'border-success/60' : 'border-border')}>
              <label className="flex cursor-pointer items-start gap-3">
                <input type="checkbox" className="sr-only" checked={checked} onChange={() => toggle(item.id)} />
                {checked ? (
                  <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <Circle className="mt-0.5 h-6 w-6 shrink-0 text-subtle" aria-hidden="true" />
                )}
                <span className="grid gap-1">
                  <span className={cn('text-lg font-semibold', checked && 'text-muted line-through decoration-success/70')}>{item.title}</span>
                  <span className="text-muted">{item.why}</span>
                </span>
              </label>
              <dl className="mt-4 grid gap-3 border-t border-border pt-4 pl-9 text-sm">
                {item.how.map(({ device, steps }) => (
                  <div key={device}>
                    <dt className="font-semibold text-foreground">{device}</dt>
                    <dd className="mt-0.5 text-muted">{steps}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ol>

      <p className="mt-8 rounded-xl border border-border bg-surface-raised p-5 text-muted">
        Not sure about any of this? Call us on{' '}
        <a href={`tel:${BUSINESS.phone.e164}`} className="font-semibold text-primary hover:underline">
          {BUSINESS.phone.display}
        </a>{' '}
        and we will talk you through it.
      </p>
    </article>
  );
}
