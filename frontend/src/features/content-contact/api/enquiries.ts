// Sends the contact form (POST /api/enquiries), never retried: each one emails the shop.
import { useMutation } from '@tanstack/react-query';
import { contentRoutes } from '../../../../../shared/api/routes/content';
import type { ContactRequest } from '../../../../../shared/schemas/content/enquiries';
import { apiCall } from '../../../lib/api-client';

export function useSendEnquiry() {
  return useMutation({
    mutationFn: (body: ContactRequest) => apiCall(contentRoutes.sendEnquiry, { body }),
    retry: false,
  });
}
