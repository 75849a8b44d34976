import type { ReactNode } from 'react';

/** The title block of the audit pages. */
export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children ? <p className="mt-1 text-sm text-muted">{children}</p> : null}
    </header>
  );
}
