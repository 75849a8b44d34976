// One section of the customer's dashboard: its heading with a link on, and its data's three states
// (loading, failed, loaded), so each section writes only what it lists.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../lib/server-message';
import { Notice } from './form/notice';
import { Spinner } from './ui/spinner';

export interface DashboardSectionProps<T> {
  id: string;
  title: string;
  link: { to: string; label: string };
  query: UseQueryResult<T>;
  /** "your bookings": for "Loading your bookings" and "Could not load your bookings". */
  what: string;
  /** What the section shows once its data has come. */
  children: (data: T) => ReactNode;
}

export function DashboardSection<T>({ id, title, link, query, what, children }: DashboardSectionProps<T>) {
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
      {query.isPending ? (
        <Spinner label={`Loading ${what}`} />
      ) : query.isError ? (
        <Notice tone="error" title={`Could not load ${what}`}>
          {serverMessage(query.error)}
        </Notice>
      ) : (
        children(query.data)
      )}
    </section>
  );
}
