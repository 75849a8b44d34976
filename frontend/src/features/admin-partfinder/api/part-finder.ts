// The part finder's calls: the search, the job it is for, a part onto the job, a part onto an order.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import { supplierRoutes } from '../../../../../shared/api/routes/suppliers';
import type { AddOrderLineRequest } from '../../../../../shared/schemas/suppliers/purchase-order';
import type { ReservePartRequest } from '../../../../../shared/schemas/suppliers/part-finder';
import type { PartType } from '../../../../../shared/suppliers/parts';
import { apiCall } from '../../../lib/api-client';

export const partsQueryOptions = (model: string, partType: PartType | undefined) =>
  queryOptions({
    queryKey: [supplierRoutes.findParts.path, model, partType],
    queryFn: ({ signal }) => apiCall(supplierRoutes.findParts, { query: { model, partType }, signal }),
    enabled: model.trim() !== '',
  });

export const jobQueryOptions = (qrCode: string) =>
  queryOptions({ queryKey: [repairRoutes.getJob.path, qrCode], queryFn: ({ signal }) => apiCall(repairRoutes.getJob, { params: { qrCode }, signal }), enabled: qrCode !== '' });

export function useReservePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReservePartRequest) => apiCall(supplierRoutes.reservePart, { body }),
    retry: false,
    onSuccess: (result) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: jobQueryOptions(result.jobQr).queryKey }), queryClient.invalidateQueries({ queryKey: [supplierRoutes.findParts.path] })]),
  });
}

export const useOrderPart = () => useMutation({ mutationFn: (body: AddOrderLineRequest) => apiCall(supplierRoutes.addPurchaseOrderLine, { body }), retry: false });
