// Renders a content page from one query: a spinner while it loads, the not-found or failed state,
// then the page with its data. The page components take their data as props, so the same page can
// be given it by a server-side loader instead.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BUSINESS } from '../../../../shared/business';
import { LoadFailure } from '../ui/load-failure';
import { PageSpinner } from '../ui/spinner';

export interface QueryViewProps<T, K extends QueryKey> {
  options: UseQueryOptions<T, Error, T, K>;
  loadingLabel: string;
  notFoundTitle: string;
  failedTitle: string;
  children: (data: T) => ReactNode;
}

export function QueryView<T, K extends QueryKey>({ options, loadingLabel, notFoundTitle, failedTitle, children }: QueryViewProps<T, K>) {
  const query = useQuery(options);
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <LoadFailure error={query.error} notFoundTitle={notFoundTitle} failedTitle={failedTitle}>
        <p className="text-sm text-muted">Questions? Call {BUSINESS.phone.display}.</p>
      </LoadFailure>
    );
  }
  return <>{children(query.data)}</>;
}
