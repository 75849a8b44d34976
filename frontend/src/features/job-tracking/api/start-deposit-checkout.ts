// POST /api/track/{qrCode}/deposit-checkout: the payment page for the job's deposit (decision 147).
import { useMutation } from '@tanstack/react-query';
import { depositRoutes } from '../../../../../shared/api/routes/deposits';
import { apiCall } from '../../../lib/api-client';

export function startDepositCheckout(qrCode: string) {
  return apiCall(depositRoutes.startDepositCheckout, { params: { qrCode } });
}

/** Opens the payment page; the provider returns the customer to the tracking page. */
export function useStartDepositCheckout(qrCode: string) {
  return useMutation({
    mutationFn: () => startDepositCheckout(qrCode),
    retry: false,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
