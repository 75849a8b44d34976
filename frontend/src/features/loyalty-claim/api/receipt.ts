// GET /api/receipts/{code}: the receipt a claim code opens.
import { queryOptions } from '@tanstack/react-query';
import { tillRoutes } from '../../../../../shared/api/routes/till';
import { apiCall } from '../../../lib/api-client';

export const receiptQueryOptions = (code: string) =>
  queryOptions({ queryKey: [tillRoutes.getReceipt.path, code], queryFn: ({ signal }) => apiCall(tillRoutes.getReceipt, { params: { code }, signal }) });
