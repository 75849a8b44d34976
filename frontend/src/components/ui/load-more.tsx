// The foot of a list read a page at a time: how many rows show, and "Load more" while another page
// follows (decision 361).
import { Button } from './button';

export interface LoadMoreProps {
  /** What the count says, e.g. "12 sales". */
  shown: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function LoadMore({ shown, hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreProps) {
  return (
    <div className="flex items-center justify-between gap-4 text-sm text-muted">
      <span aria-live="polite">Showing {shown}</span>
      {hasNextPage ? (
        <Button variant="outline" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
