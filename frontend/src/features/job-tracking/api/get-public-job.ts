// GET /api/track/{qrCode}: a job's public progress, by the QR code on its ticket.
import { queryOptions } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import { apiCall } from '../../../lib/api-client';

export function getPublicJob(qrCode: string, signal?: AbortSignal) {
  return apiCall(repairRoutes.trackJob, { params: { qrCode }, signal });
}

export const publicJobQueryOptions = (qrCode: string) =>
  queryOptions({
    queryKey: [repairRoutes.trackJob.path, qrCode],
    queryFn: ({ signal }) => getPublicJob(qrCode, signal),
    // A customer opening the link wants the status now, not a copy from minutes ago.
    staleTime: 0,
  });
