// GET /api/receipts/{code}: the receipt a claim code opens.
import { queryOptions } from '@tanstack/react-query';
import { getReceipt } from '../../../../../shared/api/routes/receipts';
import { apiCall } from '../../../lib/api-client';

export const receiptQueryOptions = (code: string) =>
  queryOptions({ queryKey: [getReceipt.path, code], queryFn: ({ signal }) => apiCall(getReceipt, { params: { code }, signal }) });
