import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import { LOOKUP_MIN_LENGTH } from '../../../../../shared/schemas/account-fields';
import { apiCall } from '../../../lib/api-client';

export function lookupAddress(q: string, signal?: AbortSignal) {
  return apiCall(routes.lookupAddress, { query: { q }, signal });
}

export const addressSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [routes.lookupAddress.path, q],
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
