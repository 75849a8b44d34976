import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountRoutes } from '../../../../../shared/api/routes/accounts';
import { LOOKUP_MIN_LENGTH } from '../../../../../shared/schemas/account-fields';
import { apiCall } from '../../../lib/api-client';

export function lookupAddress(q: string, signal?: AbortSignal) {
  return apiCall(accountRoutes.lookupAddress, { query: { q }, signal });
}

export const addressSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [accountRoutes.lookupAddress.path, q],
    queryFn: ({ signal }) => lookupAddress(q, signal),
    retry: false,
  });

/** Suggestions for what is typed, from 3 characters (spec section 5); the last list stays while the next loads. */
export function useAddressSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    ...addressSuggestionsQueryOptions(text),
    enabled: text.length >= LOOKUP_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
