// One section of the customer's dashboard: its heading with a link on, and its data's three states
// (loading, failed, loaded), so each section writes only what it lists. The frame is the loading state
// alone, drawn in the page's HTML before the data is asked for (docs/decisions/214-account-pages-frames.md).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../lib/server-message';
import { Notice } from './form/notice';
import { Spinner } from './ui/spinner';

/** What a section says whatever its data: its heading, its link, and what it loads. */
export interface DashboardSectionInfo {
  id: string;
  title: string;
  link: { to: string; label: string };
  /** "your bookings": for "Loading your bookings" and "Could not load your bookings". */
  what: string;
}

export interface DashboardSectionProps<T> extends DashboardSectionInfo {
  query: UseQueryResult<T>;
  /** What the section shows once its data has come. */
  children: (data: T) => ReactNode;
}

function SectionShell({ id, title, link, children }: Omit<DashboardSectionInfo, 'what'> & { children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <Link to={link.to} className="text-sm font-medium text-primary hover:underline">
          {link.label}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** The section while its data loads. */
export function DashboardSectionFrame({ what, ...info }: DashboardSectionInfo) {
  return (
    <SectionShell {...info}>
      <Spinner label={`Loading ${what}`} />
    </SectionShell>
  );
}

export function DashboardSection<T>({ query, what, children, ...info }: DashboardSectionProps<T>) {
  if (query.isPending) return <DashboardSectionFrame {...info} what={what} />;
  return (
    <SectionShell {...info}>
      {query.isError ? (
        <Notice tone="error" title={`Could not load ${what}`}>
          {serverMessage(query.error)}
        </Notice>
      ) : (
        children(query.data)
      )}
    </SectionShell>
  );
}
