// GET /api/admin/invoices: the invoices and credit notes of a range of days.
import { useQuery } from '@tanstack/react-query';
import { buildPath } from '../../../../../shared/api/define-route';
import { tillRoutes } from '../../../../../shared/api/routes/till';
import { apiCall } from '../../../lib/api-client';

export const useInvoices = (from: string, to: string) =>
  useQuery({ queryKey: [tillRoutes.listInvoices.path, from, to], queryFn: ({ signal }) => apiCall(tillRoutes.listInvoices, { query: { from, to }, signal }) });

export const pdfHref = (number: string) => buildPath(tillRoutes.getDocumentPdf.path, { number });
