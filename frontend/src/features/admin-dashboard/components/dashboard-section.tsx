import type { ReactNode } from 'react';

/** One titled box of the admin dashboard. */
export function DashboardSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `dashboard-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`grid content-start gap-4 rounded-2xl border border-border bg-surface p-5 ${className ?? ''}`}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
