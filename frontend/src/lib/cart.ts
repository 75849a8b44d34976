// The signed-in customer's cart as every part of the app shares it: the header's cart button, the
// product page's Add to cart and the cart page read and write one cached answer, so the count in the
// header follows each change. Also adds the item a visitor chose before signing in (lib/cart-intent.ts).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { shopRoutes } from '../../../shared/api/routes/shop';
import type { CartView } from '../../../shared/schemas/shop/order';
import { apiCall } from './api-client';
import { takeCartIntent } from './cart-intent';
import { serverMessage } from './server-message';
import { toast } from './toast';

export const cartQueryOptions = () =>
  queryOptions({ queryKey: [shopRoutes.getCart.path], queryFn: ({ signal }) => apiCall(shopRoutes.getCart, { signal }) });

/**
 * Keeps a change's answer as the cart. A read of the cart still on its way may have been answered
 * before the change, and would land on top of it (the header reads the cart as it adds what a
 * visitor chose before signing in), so it is cancelled first.
 */
export async function keepCart(queryClient: QueryClient, cart: CartView): Promise<void> {
  await queryClient.cancelQueries({ queryKey: cartQueryOptions().queryKey });
  queryClient.setQueryData(cartQueryOptions().queryKey, cart);
}

/** Sets a line's quantity (0 < quantity) and keeps the answer as the cart. */
export async function setCartLine(queryClient: QueryClient, productId: string, quantity: number) {
  const cart = await apiCall(shopRoutes.setCartLine, { params: { id: productId }, body: { quantity } });
  await keepCart(queryClient, cart);
  return cart;
}

/**
 * Adds what the visitor chose before signing in, once, and says so: the customer is signed in now
 * (the header calls this when it first knows them). An item sold out meanwhile is said too.
 */
export async function addCartIntent(queryClient: QueryClient): Promise<void> {
  const intent = takeCartIntent();
  if (!intent) return;
  const what = intent.quantity > 1 ? `${intent.quantity} x ${intent.name}` : intent.name;
  try {
    await setCartLine(queryClient, intent.productId, intent.quantity);
    toast({ title: 'Added to your cart', description: what, variant: 'success' });
  } catch (error) {
    toast({ title: 'We could not add it to your cart', description: `${what}: ${serverMessage(error)}`, variant: 'destructive' });
  }
}
