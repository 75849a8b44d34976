// The spec's render-failure screen (section 2, Error fallback).
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Button } from '../ui/button';

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section role="alert" aria-labelledby="error-fallback-title" className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-danger/15 text-danger">
        <TriangleAlert className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 id="error-fallback-title" className="text-3xl font-bold tracking-tight">
        Something went wrong
      </h1>
      <p className="mt-3 text-muted">An error occurred while loading this page.</p>
      <Button className="mt-8" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}

/** Reloading fetches the page's code and data afresh, which is what a failed lazy chunk needs. */
export function reloadPage(): void {
  window.location.reload();
}
