// Shop customer records: search (GET /api/admin/customers?q=), one record with its jobs and devices
// (GET /api/admin/customers/{qrCode}), a new walk-in record (POST, never retried) and the merge of
// two records of one person (POST .../merge, decision 116).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import type { CreateCustomerRequest } from '../../../../../shared/schemas/repairs/customer';
import { apiCall } from '../../../lib/api-client';

export const CUSTOMER_SEARCH_MIN_LENGTH = 2;

export const customerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [routes.searchCustomers.path, q],
    queryFn: ({ signal }) => apiCall(routes.searchCustomers, { query: { q }, signal }),
    enabled: q.trim().length >= CUSTOMER_SEARCH_MIN_LENGTH,
  });

export const useCustomerSearch = (q: string) => useQuery(customerSearchQueryOptions(q));

export const customerQueryOptions = (qrCode: string) =>
  queryOptions({
    queryKey: [routes.getCustomer.path, qrCode],
    queryFn: ({ signal }) => apiCall(routes.getCustomer, { params: { qrCode }, signal }),
  });

export const useCustomer = (qrCode: string | null) => useQuery({ ...customerQueryOptions(qrCode ?? ''), enabled: qrCode !== null });

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomerRequest) => apiCall(routes.createCustomer, { body }),
    retry: false,
    // Not awaited: the form's own callback (choosing or opening the new record) runs at once.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [routes.searchCustomers.path] });
    },
  });
}

/** Merges the record `removeQr` into `keptQr`; the kept record's page shows the answer at once. */
export function useMergeCustomers(keptQr: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removeQr: string) => apiCall(routes.mergeCustomers, { params: { qrCode: keptQr }, body: { removeQr } }),
    retry: false,
    onSuccess: (detail) => {
      queryClient.setQueryData(customerQueryOptions(keptQr).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: [routes.searchCustomers.path] });
    },
  });
}
