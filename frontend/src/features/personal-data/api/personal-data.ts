// GET /api/user/data-export and POST /api/user/close: the customer's personal data, and closing the account.
import { useMutation } from '@tanstack/react-query';
import { accountRoutes } from '../../../../../shared/api/routes/accounts';
import type { CloseAccountRequest } from '../../../../../shared/schemas/personal-data';
import { apiCall } from '../../../lib/api-client';

export const useExportMyData = () => useMutation({ mutationFn: () => apiCall(accountRoutes.exportMyData) });

/** Not retried: after a lost answer the account is already closed. */
export const useCloseMyAccount = () =>
  useMutation({ mutationFn: (body: CloseAccountRequest) => apiCall(accountRoutes.closeMyAccount, { body }), retry: false });
