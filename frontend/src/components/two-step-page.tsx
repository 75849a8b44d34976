// Public pages that read server data load in two steps (decision 050): a spinner at once, then the
// working part, with TanStack Query and the API client, from chunks of its own. The route draws the
// page's heading and intro (its largest text, so its LCP) in the prerendered HTML beside the spinner.
import { lazy, type ComponentType, type ReactNode } from 'react';
import { nextTask } from '../lib/next-task';
import { AfterHydration } from './after-hydration';
import { WhenNearViewport } from './near-viewport';
import { PageSpinner, Spinner } from './ui/spinner';

/**
 * `inCard`: the part fills a card under a heading drawn at once, so its spinner takes a card's room
 * rather than half the screen. `belowTheFold`: the part sits under a long intro on a phone, and loads
 * when the visitor comes near it (near-viewport.tsx).
 */
export function TwoStepPage({
  loadingLabel,
  inCard = false,
  belowTheFold = false,
  children,
}: {
  loadingLabel: string;
  inCard?: boolean;
  belowTheFold?: boolean;
  children: ReactNode;
}) {
  const fallback = inCard ? (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner label={loadingLabel} />
    </div>
  ) : (
    <PageSpinner label={loadingLabel} />
  );
  const Step = belowTheFold ? WhenNearViewport : AfterHydration;
  return <Step fallback={fallback}>{children}</Step>;
}

/**
 * A lazy working part, given the app's query client; neither is in the page's first load. zod and the
 * common field schemas, which every part's calls build on, are evaluated first, in a task of their
 * own: with the part's own schemas they were one long task on a phone (decision 210).
 */
export function lazyDataPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const queryClient = import('./with-query-client');
    await import('../../../shared/schemas/repairs/fields');
    await nextTask();
    const [Part, { WithQueryClient }] = await Promise.all([load(), queryClient]);
    function DataPart(props: P) {
      return (
        <WithQueryClient>
          <Part {...props} />
        </WithQueryClient>
      );
    }
    return { default: DataPart };
  });
}
