// An emailed link's page while the server checks its token: a spinner, then the page's own "cannot be
// used" answer (the server's words) or its form. The password reset and staff invitation pages use it.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';

interface CheckedLinkProps<Status extends { valid: boolean; message: string }> {
  status: UseQueryResult<Status>;
  invalid: (message: string) => ReactNode;
  children: (status: Status) => ReactNode;
}

export function CheckedLink<Status extends { valid: boolean; message: string }>({ status, invalid, children }: CheckedLinkProps<Status>) {
  if (status.isPending) {
    return (
      <div className="flex items-center gap-3 text-muted">
        <Spinner label="Checking your link" />
        <span aria-hidden="true">Checking your link...</span>
      </div>
    );
  }
  if (status.isError) return invalid(serverMessage(status.error));
  if (!status.data.valid) return invalid(status.data.message);
  return children(status.data);
}
