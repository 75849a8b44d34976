import { useMutation } from '@tanstack/react-query';
import { accountRoutes } from '../../../../../shared/api/routes/accounts';
import type { RegisterRequest } from '../../../../../shared/schemas/auth';
import { apiCall } from '../../../lib/api-client';

export function register(body: RegisterRequest) {
  return apiCall(accountRoutes.register, { body });
}

// Not retried: a repeat after a lost answer would meet the account just made ('already have an account').
export const useRegister = () => useMutation({ mutationFn: register, retry: false });
