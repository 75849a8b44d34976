// The job sheet's workshop writes (issue 18): checklists, the intake signature, timers, charging time
// and the per-job message channel. Each answers the whole sheet, which replaces the cached copy.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workshopRoutes } from '../../../../../shared/api/routes/workshop';
import type { MessageChannel } from '../../../../../shared/messaging/channels';
import type { CheckStage } from '../../../../../shared/repairs/device-checklists';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import type { JobPhoto, SaveChecklistRequest, SignIntakeRequest } from '../../../../../shared/schemas/repairs/workshop';
import { apiCall } from '../../../lib/api-client';
import { setJobSheet } from './job-sheet';

export const runningTimerQueryOptions = () =>
  queryOptions({
    queryKey: [workshopRoutes.getRunningTimer.path],
    queryFn: ({ signal }) => apiCall(workshopRoutes.getRunningTimer, { signal }),
  });

export const useRunningTimer = () => useQuery(runningTimerQueryOptions());

function useSheetWrite<Input>(write: (input: Input) => Promise<AdminJob>, alsoStale?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: (job) => {
      setJobSheet(queryClient, job);
      if (alsoStale) void queryClient.invalidateQueries({ queryKey: alsoStale });
    },
  });
}

export const useSaveChecklist = (qrCode: string, stage: CheckStage) =>
  useSheetWrite((body: SaveChecklistRequest) => apiCall(workshopRoutes.saveJobChecklist, { params: { qrCode, stage }, body }));

export const useSignIntake = (qrCode: string) =>
  useSheetWrite((body: SignIntakeRequest) => apiCall(workshopRoutes.signIntakeTerms, { params: { qrCode }, body }));

export const useStartTimer = (qrCode: string) =>
  useSheetWrite(() => apiCall(workshopRoutes.startJobTimer, { params: { qrCode } }), runningTimerQueryOptions().queryKey);

export const useStopTimer = (qrCode: string) =>
  useSheetWrite(() => apiCall(workshopRoutes.stopJobTimer, { params: { qrCode } }), runningTimerQueryOptions().queryKey);

export const useChargeTime = (qrCode: string) =>
  useSheetWrite((hourlyRatePence: number) => apiCall(workshopRoutes.chargeJobTime, { params: { qrCode }, body: { hourlyRatePence } }));

export const useSetMessageChannel = (qrCode: string) =>
  useSheetWrite((channel: MessageChannel | null) => apiCall(workshopRoutes.setJobMessageChannel, { params: { qrCode }, body: { channel } }));

export const useAddPhoto = (qrCode: string) =>
  useSheetWrite((body: { key: string; thumbnailKey?: string; label: JobPhoto['label'] }) => apiCall(workshopRoutes.addJobPhoto, { params: { qrCode }, body }));

export const useDeletePhoto = (qrCode: string) =>
  useSheetWrite((photoId: string) => apiCall(workshopRoutes.deleteJobPhoto, { params: { qrCode, photoId } }));
