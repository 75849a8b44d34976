// Looks an IMEI up (GET /api/imei/{imei}) when the visitor asks, never while they type.
import { useMutation } from '@tanstack/react-query';
import { contentRoutes } from '../../../../../shared/api/routes/content';
import { apiCall } from '../../../lib/api-client';

export function useImeiLookup() {
  return useMutation({
    mutationFn: (imei: string) => apiCall(contentRoutes.lookupImei, { params: { imei } }),
    retry: false,
  });
}
