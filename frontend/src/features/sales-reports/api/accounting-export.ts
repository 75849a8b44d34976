// GET /api/admin/accounting-export: the files for Xero or QuickBooks Online (an audited read). The
// answer holds a short-lived link per file (decision 380); each file is fetched from it here.
import { useMutation } from '@tanstack/react-query';
import { reportRoutes } from '../../../../../shared/api/routes/reports';
import type { AccountingFormat } from '../../../../../shared/schemas/reports/accounting';
import { apiCall } from '../../../lib/api-client';

async function fileText(url: string): Promise<string> {
  // Cross-origin in the cloud (the storage bucket): no cookies go with it, the link carries its own signature.
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error('The export files could not be downloaded. Please export again.');
  return response.text();
}

async function exportFiles(query: { from: string; to: string; format: AccountingFormat }) {
  const result = await apiCall(reportRoutes.exportAccounting, { query });
  const files = await Promise.all(result.files.map(async (file) => ({ ...file, csv: await fileText(file.url) })));
  return { ...result, files };
}

export const useAccountingExport = () =>
  useMutation({
    mutationFn: exportFiles,
    retry: false,
  });
