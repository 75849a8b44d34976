// POST /api/track/{qrCode}/balance-checkout: the payment page for the repair's balance (decision 290).
import { useMutation } from '@tanstack/react-query';
import { depositRoutes } from '../../../../../shared/api/routes/deposits';
import { apiCall } from '../../../lib/api-client';

export function startBalanceCheckout(qrCode: string) {
  return apiCall(depositRoutes.startBalanceCheckout, { params: { qrCode } });
}

/** Opens the payment page; the provider returns the customer to the tracking page. */
export function useStartBalanceCheckout(qrCode: string) {
  return useMutation({
    mutationFn: () => startBalanceCheckout(qrCode),
    retry: false,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
