// Public pages that read server data load in two steps (decision 050): a spinner at once, then the
// working part, with TanStack Query and the API client, from chunks of its own.
import { lazy, type ComponentType, type ReactNode } from 'react';
import { AfterHydration } from './after-hydration';
import { PageSpinner } from './ui/spinner';

export function TwoStepPage({ loadingLabel, children }: { loadingLabel: string; children: ReactNode }) {
  return <AfterHydration fallback={<PageSpinner label={loadingLabel} />}>{children}</AfterHydration>;
}

/** A lazy working part, given the app's query client; neither is in the page's first load. */
export function lazyDataPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Part, { WithQueryClient }] = await Promise.all([load(), import('./with-query-client')]);
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
