// The frame of a signed-in data page (cart, orders, an order...): a centred column named by its
// heading, so each page only fills in what it shows.
import { useId, type ReactNode } from 'react';

export interface PageSectionProps {
  title: ReactNode;
  /**
   * A fixed sentence under the heading (never data). A page whose frame is in its HTML (decision 204)
   * gives one so its largest text paints at once, larger than anything its data draws on a phone's
   * first screen, or the LCP waits for the data (decision 223).
   */
  intro?: ReactNode;
  children: ReactNode;
}

export function PageSection({ title, intro, children }: PageSectionProps) {
  const titleId = useId();
  const heading = (
    <h1 id={titleId} className="text-3xl font-bold tracking-tight">
      {title}
    </h1>
  );
  return (
    <section aria-labelledby={titleId} className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      {intro ? (
        <header>
          {heading}
          <p className="mt-2 text-lg text-muted">{intro}</p>
        </header>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
