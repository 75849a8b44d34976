// GET /api/user/customer-records and GET /api/user/customer-records/{qrCode}: the shop customer
// records linked to the signed-in account, and one of them with its repairs (decision 113).
import { queryOptions } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import { apiCall } from '../../../lib/api-client';

/** How long a record just read counts as fresh: longer than the app takes to start, shorter than a person takes to come back to the card. */
const JUST_READ_MS = 5_000;

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
    // Its repairs' statuses move on all day, so it is read afresh on each visit; but a read made in
    // the last few seconds (the route's prefetch at the app's start) is the page's own, not asked twice.
    staleTime: JUST_READ_MS,
  });
