// GET /api/admin/accounting-export: the files for Xero or QuickBooks Online (an audited read).
import { useMutation } from '@tanstack/react-query';
import { reportRoutes } from '../../../../../shared/api/routes/reports';
import type { AccountingFormat } from '../../../../../shared/schemas/reports/accounting';
import { apiCall } from '../../../lib/api-client';

export const useAccountingExport = () =>
  useMutation({
    mutationFn: (query: { from: string; to: string; format: AccountingFormat }) => apiCall(reportRoutes.exportAccounting, { query }),
    retry: false,
  });
