// The owner's API keys (/admin/developers/keys): the list, making one and revoking one. A new key's
// secret is handed to the caller only, never put in the query cache (decision 274).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeyRoutes } from '../../../../../shared/api/routes/api-keys';
import type { CreateApiKeyRequest } from '../../../../../shared/schemas/api-keys';
import { apiCall } from '../../../lib/api-client';

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: [apiKeyRoutes.listApiKeys.path],
    queryFn: ({ signal }) => apiCall(apiKeyRoutes.listApiKeys, { signal }),
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

function useKeyWrite<Input, Result>(write: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey, exact: true }),
  });
}

export const useCreateApiKey = () => useKeyWrite((input: CreateApiKeyRequest) => apiCall(apiKeyRoutes.createApiKey, { body: input }));
export const useRevokeApiKey = () => useKeyWrite((keyId: string) => apiCall(apiKeyRoutes.revokeApiKey, { params: { keyId } }));
