// One admin panel's list: a spinner while it loads, the failure, then the panel with its data.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Notice } from '../../../components/form/notice';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';

export function PanelQuery<T, K extends QueryKey>({ options, label, children }: { options: UseQueryOptions<T, Error, T, K>; label: string; children: (data: T) => ReactNode }) {
  const query = useQuery(options);
  if (query.isPending) return <Spinner label={`Loading ${label}`} />;
  if (query.isError) return <Notice tone="error" title={`Could not load ${label}`}>{serverMessage(query.error)}</Notice>;
  return <>{children(query.data)}</>;
}
