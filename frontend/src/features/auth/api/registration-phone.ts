// The phone step right after registering (decision 052): the registration's ticket stands in for the
// session the new account does not have yet.
import { useMutation } from '@tanstack/react-query';
import { messagingRoutes } from '../../../../../shared/api/routes/messaging';
import { apiCall } from '../../../lib/api-client';

export const useSendRegistrationPhoneCode = (ticket: string) =>
  useMutation({ mutationFn: () => apiCall(messagingRoutes.sendRegistrationPhoneCode, { body: { ticket } }), retry: false });

export const useConfirmRegistrationPhoneCode = (ticket: string) =>
  useMutation({ mutationFn: (code: string) => apiCall(messagingRoutes.confirmRegistrationPhoneCode, { body: { ticket, code } }), retry: false });
