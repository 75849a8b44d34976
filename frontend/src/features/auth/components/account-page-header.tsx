import type { ComponentType, ReactNode } from 'react';

/** The heading row of the signed-in account pages. */
export function AccountPageHeader({ icon: Icon, title, subtitle }: { icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>; title: string; subtitle: ReactNode }) {
  return (
    <header className="flex items-start gap-4">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-primary/15 text-primary">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 truncate text-muted">{subtitle}</p>
      </div>
    </header>
  );
}
