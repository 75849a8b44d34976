// The cart page's changes: set a line's quantity, remove a line. The cart itself is read through
// lib/cart.ts, which the header's cart button shares.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRoutes } from '../../../../../shared/api/routes/shop';
import { apiCall } from '../../../lib/api-client';
import { keepCart, setCartLine } from '../../../lib/cart';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';

export function useSetCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) => setCartLine(queryClient, id, quantity),
    onError: (error) => toast({ title: 'We could not change your cart', description: serverMessage(error), variant: 'destructive' }),
  });
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(shopRoutes.removeCartLine, { params: { id } }),
    onSuccess: (cart) => keepCart(queryClient, cart),
    onError: (error) => toast({ title: 'We could not change your cart', description: serverMessage(error), variant: 'destructive' }),
  });
}
