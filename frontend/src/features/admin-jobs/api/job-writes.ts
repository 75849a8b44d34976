// The job sheet's writes: status moves, notes and customer updates, parts and labour lines, the
// estimate / technician / promised date, and warranty claims. None is retried (a repeat could add a
// line twice); each answers the whole sheet, which replaces the cached copy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import { supplierRoutes } from '../../../../../shared/api/routes/suppliers';
import type { JobStatus } from '../../../../../shared/repairs/statuses';
import type { AddLineRequest, AdminJob, IntakeChecklist, UpdateJobRequest } from '../../../../../shared/schemas/repairs/job';
import { apiCall } from '../../../lib/api-client';
import { jobSheetQueryOptions, setJobSheet } from './job-sheet';

function useJobWrite<Input>(write: (input: Input) => Promise<AdminJob>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: (job) => setJobSheet(queryClient, job),
  });
}

export const useChangeStatus = (qrCode: string) =>
  useJobWrite((body: { status: JobStatus; message?: string }) => apiCall(repairRoutes.changeJobStatus, { params: { qrCode }, body }));

export const useAddNote = (qrCode: string) =>
  useJobWrite((body: { text: string; visibility: 'internal' | 'customer' }) => apiCall(repairRoutes.addJobNote, { params: { qrCode }, body }));

export const useAddLine = (qrCode: string) =>
  useJobWrite((body: AddLineRequest) => apiCall(repairRoutes.addJobLine, { params: { qrCode }, body }));

export const useRemoveLine = (qrCode: string) =>
  useJobWrite((lineId: string) => apiCall(repairRoutes.removeJobLine, { params: { qrCode, lineId } }));

export const useUpdateJob = (qrCode: string) =>
  useJobWrite((body: UpdateJobRequest) => apiCall(repairRoutes.updateJob, { params: { qrCode }, body }));

/** Opens a warranty claim against this (collected) job: the answer is the new claim's sheet. */
export const useOpenWarrantyClaim = (qrCode: string) =>
  useJobWrite((body: { fault: string; intake: IntakeChecklist; promisedAt?: string; technician?: string }) =>
    apiCall(repairRoutes.openWarrantyClaim, { params: { qrCode }, body }),
  );

/** A part from stock onto the job's lines (parts that arrived for it); the sheet is then fetched again. */
export function useReservePart(qrCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { productId: string; quantity: number; salePence?: number; requestId: string }) => apiCall(supplierRoutes.reservePart, { body: { ...body, jobQr: qrCode } }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobSheetQueryOptions(qrCode).queryKey }),
  });
}
