// The header's cart button for whoever is signed in: the cart with the number of items in it (issue
// 32). It also adds the item a visitor chose before signing in, once the header knows them
// (lib/cart-intent.ts). Loaded with the signed-in part of the header, never for visitors.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { addCartIntent, cartQueryOptions } from '../../../lib/cart';

/** What the button says to a screen reader, and its tooltip. */
export function cartLabel(itemCount: number | undefined): string {
  if (itemCount === undefined) return 'Cart';
  if (itemCount === 0) return 'Cart, empty';
  return `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
}

export function CartButton() {
  const queryClient = useQueryClient();
  useEffect(() => void addCartIntent(queryClient), [queryClient]);
  const count = useQuery(cartQueryOptions()).data?.itemCount;
  const label = cartLabel(count);
  return (
    // The count sits over the icon's corner, so its arrival moves nothing (issue 10: CLS).
    <Link to={paths.cart} aria-label={label} title={label} className={buttonClasses('ghost', 'icon', 'relative shrink-0')}>
      <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      {count ? (
        <span aria-hidden="true" className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
