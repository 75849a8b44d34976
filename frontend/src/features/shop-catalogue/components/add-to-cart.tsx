// Add to cart on the product page. The API client loads on first use (the page's first load stays
// small). A visitor is not asked for what they cannot have: with no session, the choice is kept
// (lib/cart-intent.ts) and they go to sign in, and back here; the header adds it once they are signed
// in (issue 32). The product page arrives rendered in the HTML, so the controls stay disabled until
// the app has taken over: a click before hydration would otherwise be lost without a word.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MAX_LINE_QUANTITY } from '../../../../../shared/schemas/shop/constants';
import { useHydrated } from '../../../components/after-hydration';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { mayBeSignedIn } from '../../../lib/signed-in-hint';

export function AddToCart({ productId, name, available, maxQuantity }: { productId: string; name: string; available: number; maxQuantity: number }) {
  const [quantity, setQuantity] = useState(1);
  const [state, setState] = useState<{ busy: boolean; message?: string; added?: boolean }>({ busy: false });
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  if (available <= 0) return <p className="text-muted">This item is out of stock.</p>;
  const options = Array.from({ length: Math.min(maxQuantity, available, MAX_LINE_QUANTITY) }, (_, i) => i + 1);

  async function signInFirst() {
    const { saveCartIntent } = await import('../../../lib/cart-intent');
    saveCartIntent({ productId, quantity, name });
    await navigate(`${paths.auth}?returnTo=${encodeURIComponent(location.pathname)}`);
  }

  async function add() {
    if (!mayBeSignedIn(document.cookie)) return signInFirst();
    setState({ busy: true });
    const [{ setCartLine }, { queryClient }, { errorStatus, serverMessage }] = await Promise.all([
      import('../../../lib/cart'),
      import('../../../lib/query-client'),
      import('../../../lib/server-message'),
    ]);
    try {
      await setCartLine(queryClient, productId, quantity);
      setState({ busy: false, added: true });
    } catch (error) {
      // The session ended meanwhile.
      if (errorStatus(error) === 401) return signInFirst();
      setState({ busy: false, message: serverMessage(error) });
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          Quantity
          <select value={quantity} disabled={!hydrated} onChange={(e) => setQuantity(Number(e.target.value))} className="h-11 rounded-lg border border-border-strong bg-surface px-3">
            {options.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={buttonClasses('primary', 'lg')} disabled={!hydrated || state.busy} onClick={() => void add()}>
          Add to cart
        </button>
      </div>
      <div aria-live="polite">
        {state.added ? (
          <p className="text-success">
            Added to your cart.{' '}
            <Link to={paths.cart} className="underline">
              View cart
            </Link>
          </p>
        ) : null}
        {state.message ? (
          <p role="alert" className="text-danger">
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
