// /claim-job's card and heading, drawn at once in the prerendered HTML (the heading is the page's
// largest text, so its LCP); the code entry or the claim, which need the app, load inside it.
import Link2 from 'lucide-react/icons/link-2';
import type { ReactNode } from 'react';

export function ClaimJobFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="claim-title" className="mx-auto grid max-w-lg gap-6 px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-2xl shadow-black/30 sm:p-8">
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-primary/15 text-primary">
          <Link2 className="h-6 w-6" aria-hidden="true" />
        </span>
        <h1 id="claim-title" className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">
          Add a repair to your account
        </h1>
        <div className="mt-4">{children}</div>
      </div>
    </section>
  );
}
