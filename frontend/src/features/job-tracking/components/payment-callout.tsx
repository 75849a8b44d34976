// A payment box on the tracking page (the deposit's and the balance's): its title and figures, the one
// button that starts the payment page while something is due (working once the app runs: there is
// nothing to send before), and the server's answer when the payment could not be started.
import type { ReactNode } from 'react';
import { useHydrated } from '../../../components/after-hydration';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';

/** What the box needs of the mutation that starts the payment page. */
export interface StartPayment {
  mutate: () => void;
  isPending: boolean;
  error: Error | null;
}

export function PaymentCallout({ id, title, due, payLabel, pay, children }: { id: string; title: string; due: boolean; payLabel: string; pay: StartPayment; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby={id} className={`grid gap-3 rounded-2xl border p-5 sm:p-6 ${due ? 'border-accent/60 bg-accent/10' : 'border-border bg-surface'}`}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
      {due ? (
        <div>
          <Button variant="accent" disabled={!hydrated || pay.isPending} aria-busy={pay.isPending} onClick={() => pay.mutate()}>
            {payLabel}
          </Button>
        </div>
      ) : null}
      {pay.error ? (
        <Notice tone="error" role="alert">
          {serverMessage(pay.error)}
        </Notice>
      ) : null}
    </section>
  );
}
