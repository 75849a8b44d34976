// /dashboard: the customer's home. The route composes the sections (active repairs first, devices,
// bookings, mail-in orders); a customer with none of them yet gets a welcome instead. Both sit below
// the quick actions, so that the answer, when it arrives, moves nothing already on screen (issue 10: CLS).
// The route's frame is this page before the user is known (docs/decisions/214-account-pages-frames.md).
import Sparkles from 'lucide-react/icons/sparkles';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { QuickActions } from './quick-actions';

export interface DashboardPageProps {
  /** Null in the page's frame, before the user is known: a placeholder of the name's height. */
  firstName: string | null;
  /** Points and tier: shown to every member, new ones too. */
  loyalty?: ReactNode;
  /** The sections, or the welcome for an account with nothing in it yet. */
  children: ReactNode;
}

export function DashboardPage({ firstName, children, loyalty }: DashboardPageProps) {
  useDocumentTitle('Dashboard');
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Dashboard</p>
        {/* One line whatever the name (truncated), so the name arriving moves nothing. */}
        <h1 className="mt-2 truncate text-3xl font-bold tracking-tight">
          Hello,{' '}
          {firstName ?? <span className="inline-block h-7 w-32 animate-pulse rounded-lg bg-surface-raised align-middle" aria-hidden="true" />}
        </h1>
        {/* The first screen's largest text, in the HTML: the points and sections arriving later are smaller (decision 214). */}
        <p className="mt-2 text-lg text-muted">
          Your repairs, bookings, mail-in orders, devices and loyalty points in one place, with shortcuts to start something new.
        </p>
      </header>
      <QuickActions />
      {loyalty}
      {children}
    </div>
  );
}

/** In place of the sections for an account with no repairs, devices, bookings or mail-in orders yet. */
export function DashboardWelcome() {
  return (
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
  );
}
