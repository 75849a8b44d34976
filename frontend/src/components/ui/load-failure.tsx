// What a page shows when its data did not come: not found (404, or 400 for a malformed code, which
// can match nothing either) or not loaded (any other failure), with the page's own words and way on.
import SearchX from 'lucide-react/icons/search-x';
import { useId, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-error';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export interface LoadFailureProps {
  error: unknown;
  notFoundTitle: string;
  failedTitle: string;
  /** Under the title when nothing was found; a connection hint shows otherwise. */
  notFoundHint?: ReactNode;
  /** The way on: a link back, a phone number. */
  children?: ReactNode;
}

export function LoadFailure({ error, notFoundTitle, failedTitle, notFoundHint, children }: LoadFailureProps) {
  const titleId = useId();
  const missing = isNotFound(error);
  const hint = missing ? notFoundHint : 'Please check your connection and try again.';
  return (
    <section aria-labelledby={titleId} className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-16 text-center">
      <SearchX className="h-12 w-12 text-subtle" aria-hidden="true" />
      <h1 id={titleId} className="text-2xl font-bold">
        {missing ? notFoundTitle : failedTitle}
      </h1>
      {hint ? <p className="text-muted">{hint}</p> : null}
      {children}
    </section>
  );
}
