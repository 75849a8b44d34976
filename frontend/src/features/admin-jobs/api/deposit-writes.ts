// The job sheet's deposit writes (decision 147): ask for a deposit, record one paid at the counter
// (with an idempotency key made per attempt, so a repeated click records it once), refund it.
// Each answers the whole sheet, which replaces the cached copy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositRoutes } from '../../../../../shared/api/routes/deposits';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import type { CounterDeposit, DepositRequest } from '../../../../../shared/schemas/repairs/deposit';
import { apiCall } from '../../../lib/api-client';
import { setJobSheet } from './job-sheet';

function useDepositWrite<Input>(write: (input: Input) => Promise<AdminJob>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, retry: false, onSuccess: (job) => setJobSheet(queryClient, job) });
}

export const useRequestDeposit = (qrCode: string) =>
  useDepositWrite((body: DepositRequest) => apiCall(depositRoutes.requestDeposit, { params: { qrCode }, body }));

export const useTakeCounterDeposit = (qrCode: string) =>
  useDepositWrite((body: CounterDeposit) => apiCall(depositRoutes.takeCounterDeposit, { params: { qrCode }, body }));

export const useRefundDeposit = (qrCode: string) =>
  useDepositWrite((reason: string) => apiCall(depositRoutes.refundDeposit, { params: { qrCode }, body: { reason } }));
