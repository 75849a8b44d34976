// /dashboard: the customer's home. The route composes the sections (active repairs first, devices,
// bookings, mail-in orders); a customer with none of them yet gets a welcome instead. Both sit below
// the quick actions, so that the answer, when it arrives, moves nothing already on screen (issue 10: CLS).
import Sparkles from 'lucide-react/icons/sparkles';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { QuickActions } from './quick-actions';

export interface DashboardPageProps {
  firstName: string;
  /** Nothing in the account yet: no repairs, devices, bookings or mail-in orders. */
  isNew: boolean;
  /** The sections, in order. */
  children: ReactNode;
  /** Points and tier: shown to every member, new ones too. */
  loyalty?: ReactNode;
}

export function DashboardPage({ firstName, isNew, children, loyalty }: DashboardPageProps) {
  useDocumentTitle('Dashboard');
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Dashboard</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">Hello, {firstName}</h1>
      </header>
      <QuickActions />
      {loyalty}
      {isNew ? (
        <section aria-labelledby="welcome-title" className="grid gap-3 rounded-2xl border border-primary/40 bg-primary/10 p-6">
          <Sparkles className="h-8 w-8 text-primary" aria-hidden="true" />
          <h2 id="welcome-title" className="text-xl font-semibold">
            Welcome to Device DRS
          </h2>
          <p className="text-muted">
            Your repairs, devices and bookings will appear here. Book a repair at the shop, send a device by post, or, if you already have a job
            ticket, add that repair to your account.
          </p>
        </section>
      ) : (
        children
      )}
    </div>
  );
}
