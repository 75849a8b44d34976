// The frame of a signed-in data page (cart, orders, an order...): a centred column named by its
// heading, so each page only fills in what it shows.
import { useId, type ReactNode } from 'react';

export interface PageSectionProps {
  title: ReactNode;
  children: ReactNode;
}

export function PageSection({ title, children }: PageSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <h1 id={titleId} className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      {children}
    </section>
  );
}
