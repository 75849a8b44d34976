// The reviews page's data (published reviews with count and average), the review link's invitation,
// and submitting the review (never retried: it is one per job).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contentRoutes } from '../../../../../shared/api/routes/content';
import type { SubmitReviewRequest } from '../../../../../shared/schemas/content/reviews';
import { apiCall } from '../../../lib/api-client';

export const reviewsQueryOptions = () =>
  queryOptions({
    queryKey: [contentRoutes.listReviews.path],
    queryFn: ({ signal }) => apiCall(contentRoutes.listReviews, { signal }),
  });

export const reviewInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [contentRoutes.getReviewInvitation.path, token],
    queryFn: ({ signal }) => apiCall(contentRoutes.getReviewInvitation, { params: { token }, signal }),
  });

export function useSubmitReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitReviewRequest) => apiCall(contentRoutes.submitReview, { body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewInvitationQueryOptions(token).queryKey }),
  });
}
