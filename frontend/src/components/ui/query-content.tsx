// The opening every data page and panel shares: a spinner while its query loads, the server's words
// when it failed, an empty message when it holds nothing, and the content otherwise.
import type { ReactNode } from 'react';
import { serverMessage } from '../../lib/server-message';
import { Notice } from '../form/notice';
import { PageSpinner, Spinner } from './spinner';

/** The part of a TanStack Query result this reads, so any query (or a combination) fits. */
export type QueryState<T> =
  | { isPending: true; isError: false; error: null; data: undefined }
  | { isPending: false; isError: true; error: unknown; data?: T }
  | { isPending: false; isError: false; error: null; data: T };

export interface QueryContentProps<T> {
  query: QueryState<T>;
  /** Read by screen readers while it loads, e.g. 'Loading your cart'. */
  loadingLabel: string;
  /** The failure notice's title; without one the server's message stands alone. */
  failedTitle?: string;
  /**
   * False where the query loads with its page rather than after something the user did: the failure
   * is then read in its place, not announced as an alert (Notice's role).
   */
  announceFailure?: boolean;
  /** 'page' centres a large spinner in the main area; 'inline' (panels) keeps it small. */
  size?: 'page' | 'inline';
  /** True when the data holds nothing to show; `empty` is shown instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryContent<T>({ query, loadingLabel, failedTitle, announceFailure = true, size = 'page', isEmpty, empty, children }: QueryContentProps<T>) {
  if (query.isPending) return size === 'page' ? <PageSpinner label={loadingLabel} /> : <Spinner label={loadingLabel} />;
  if (query.isError)
    return (
      <Notice tone="error" role={announceFailure ? 'alert' : undefined} title={failedTitle}>
        {serverMessage(query.error)}
      </Notice>
    );
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
