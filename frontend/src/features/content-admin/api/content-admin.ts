// The admin content screens' calls: services and prices (with CSV import and export), guides,
// reviews, enquiries and the TAC table. Writes are never retried and refresh their list.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contentRoutes } from '../../../../../shared/api/routes/content';
import type { AnswerEnquiryRequestSchema } from '../../../../../shared/schemas/content/enquiries';
import type { GuideInput } from '../../../../../shared/schemas/content/guides';
import type { TacInput } from '../../../../../shared/schemas/content/imei';
import type { ModerateReviewRequest } from '../../../../../shared/schemas/content/reviews';
import type { CreateServiceRequest, PriceInput, ServiceInput } from '../../../../../shared/schemas/content/services';
import type * as z from 'zod/mini';
import { apiCall } from '../../../lib/api-client';

export const adminServicesQueryOptions = () =>
  queryOptions({ queryKey: [contentRoutes.listAdminServices.path], queryFn: ({ signal }) => apiCall(contentRoutes.listAdminServices, { signal }) });
export const adminPricesQueryOptions = () =>
  queryOptions({ queryKey: [contentRoutes.listAdminPrices.path], queryFn: ({ signal }) => apiCall(contentRoutes.listAdminPrices, { signal }) });
export const adminGuidesQueryOptions = () =>
  queryOptions({ queryKey: [contentRoutes.listAdminGuides.path], queryFn: ({ signal }) => apiCall(contentRoutes.listAdminGuides, { signal }) });
export const adminReviewsQueryOptions = () =>
  queryOptions({ queryKey: [contentRoutes.listAdminReviews.path], queryFn: ({ signal }) => apiCall(contentRoutes.listAdminReviews, { signal }) });
export const enquiriesQueryOptions = () =>
  queryOptions({ queryKey: [contentRoutes.listEnquiries.path], queryFn: ({ signal }) => apiCall(contentRoutes.listEnquiries, { signal }) });
export const tacsQueryOptions = () =>
  queryOptions({ queryKey: [contentRoutes.listTacs.path], queryFn: ({ signal }) => apiCall(contentRoutes.listTacs, { signal }) });

function useWrite<I, O>(write: (input: I) => Promise<O>, refresh: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

const SERVICES_AND_PRICES = [adminServicesQueryOptions().queryKey, adminPricesQueryOptions().queryKey];

export const useCreateService = () => useWrite((body: CreateServiceRequest) => apiCall(contentRoutes.createService, { body }), SERVICES_AND_PRICES);
export const useUpdateService = () =>
  useWrite(({ id, body }: { id: string; body: ServiceInput }) => apiCall(contentRoutes.updateService, { params: { id }, body }), SERVICES_AND_PRICES);
export const useSavePrice = () => useWrite((body: PriceInput) => apiCall(contentRoutes.savePrice, { body }), SERVICES_AND_PRICES);
export const useImportPrices = () => useWrite((csv: string) => apiCall(contentRoutes.importPrices, { body: { csv } }), SERVICES_AND_PRICES);
export const exportPrices = () => apiCall(contentRoutes.exportPrices);

export const useCreateGuide = () => useWrite((body: GuideInput) => apiCall(contentRoutes.createGuide, { body }), [adminGuidesQueryOptions().queryKey]);
export const useUpdateGuide = () =>
  useWrite(({ id, body }: { id: string; body: GuideInput }) => apiCall(contentRoutes.updateGuide, { params: { id }, body }), [adminGuidesQueryOptions().queryKey]);

export const useModerateReview = () =>
  useWrite(({ id, body }: { id: string; body: ModerateReviewRequest }) => apiCall(contentRoutes.moderateReview, { params: { id }, body }), [adminReviewsQueryOptions().queryKey]);

export const useAnswerEnquiry = () =>
  useWrite(
    ({ id, body }: { id: string; body: z.input<typeof AnswerEnquiryRequestSchema> }) => apiCall(contentRoutes.answerEnquiry, { params: { id }, body }),
    [enquiriesQueryOptions().queryKey],
  );

export const useSaveTac = () => useWrite(({ tac, body }: { tac: string; body: TacInput }) => apiCall(contentRoutes.saveTac, { params: { tac }, body }), [tacsQueryOptions().queryKey]);
