// The frame of the single-purpose account pages (verify email, forgot and reset password): an icon,
// a heading and a card. It draws at once; the part that talks to the server loads inside it.
import { type ComponentType, type ReactNode } from 'react';
import { AfterHydration } from '../../../components/after-hydration';
import { FormSkeleton } from './form-skeleton';

export interface AccountPageFrameProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Placeholder fields while the working part loads. */
  skeletonFields?: number;
}

export function AccountPageFrame({ icon: Icon, title, intro, children, skeletonFields = 1 }: AccountPageFrameProps) {
  return (
    <div className="relative">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-primary/10 to-transparent" />
      <section aria-labelledby="account-page-title" className="mx-auto max-w-lg px-4 py-12 sm:py-16">
        <div className="rounded-2xl border border-border bg-surface p-6 shadow-2xl shadow-black/30 sm:p-8">
          <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-primary/15 text-primary">
            <Icon className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 id="account-page-title" className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h1>
          {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
          <div className="mt-6">
            <AfterHydration fallback={<FormSkeleton fields={skeletonFields} />}>{children}</AfterHydration>
          </div>
        </div>
      </section>
    </div>
  );
}
