// The signed-in customer's cart: read it, set a line's quantity, remove a line.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRoutes } from '../../../../../shared/api/routes/shop';
import { apiCall } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';

export const cartQueryOptions = () =>
  queryOptions({ queryKey: [shopRoutes.getCart.path], queryFn: ({ signal }) => apiCall(shopRoutes.getCart, { signal }) });

export function useSetCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) => apiCall(shopRoutes.setCartLine, { params: { id }, body: { quantity } }),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions().queryKey, cart),
    onError: (error) => toast({ title: 'We could not change your cart', description: serverMessage(error), variant: 'destructive' }),
  });
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(shopRoutes.removeCartLine, { params: { id } }),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions().queryKey, cart),
    onError: (error) => toast({ title: 'We could not change your cart', description: serverMessage(error), variant: 'destructive' }),
  });
}
