// GET /api/user/customer-records and GET /api/user/customer-records/{qrCode}: the shop customer
// records linked to the signed-in account, and one of them with its repairs (decision 113).
import { queryOptions } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import { apiCall } from '../../../lib/api-client';

export function listMyCustomerRecords(signal?: AbortSignal) {
  return apiCall(repairRoutes.listMyCustomerRecords, { signal });
}

export const myCustomerRecordsQueryOptions = () =>
  queryOptions({
    queryKey: [repairRoutes.listMyCustomerRecords.path],
    queryFn: ({ signal }) => listMyCustomerRecords(signal),
    // A claim (another feature's mutation, which cannot name this key) links the record: read it afresh.
    staleTime: 0,
  });

export function getMyCustomerRecord(qrCode: string, signal?: AbortSignal) {
  return apiCall(repairRoutes.getMyCustomerRecord, { params: { qrCode }, signal });
}

export const myCustomerRecordQueryOptions = (qrCode: string) =>
  queryOptions({
    queryKey: [repairRoutes.getMyCustomerRecord.path, qrCode],
    queryFn: ({ signal }) => getMyCustomerRecord(qrCode, signal),
    // Its repairs' statuses move on all day.
    staleTime: 0,
  });
