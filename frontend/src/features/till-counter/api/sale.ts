// A scanned or typed code looked up for the basket, and the sale itself (never retried by the client:
// the idempotency key makes a manual retry safe instead).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tillRoutes } from '../../../../../shared/api/routes/till';
import type { CreateSaleRequest } from '../../../../../shared/schemas/sales/sale';
import { apiCall } from '../../../lib/api-client';
import { currentDrawerQueryOptions } from './drawer';

export function lookupTillItem(code: string) {
  return apiCall(tillRoutes.lookupTillItem, { query: { code } });
}

export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSaleRequest) => apiCall(tillRoutes.createSale, { body }),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentDrawerQueryOptions().queryKey }),
  });
}
