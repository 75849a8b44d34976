// Setting a cart line keeps the answer as the cart, even when a read of the cart that was answered
// before the change arrives after it (the header reads the cart as it adds a visitor's choice).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { cartQueryOptions, setCartLine } from '../../../frontend/src/lib/cart';

const cart = (itemCount: number) => ({ lines: [], itemCount, subtotalPence: 0, vatPence: 0, priceChanged: false });
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

it("keeps the line's answer when an earlier read of the cart lands after it", async () => {
  let answerRead: () => void = () => undefined;
  vi.stubGlobal('fetch', vi.fn<typeof fetch>((_url, init) => {
    if (init?.method === 'PUT') return Promise.resolve(json(cart(2)));
    // The read was answered before the change: its empty cart arrives only when released below.
    return new Promise<Response>((resolve, reject) => {
      answerRead = () => resolve(json(cart(0)));
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const read = queryClient.fetchQuery(cartQueryOptions()).catch(() => undefined);

  await setCartLine(queryClient, '01J0000000000000000000000A', 2);
  answerRead();
  await read;

  expect(queryClient.getQueryData(cartQueryOptions().queryKey)).toEqual(cart(2));
});
