// One cart written by many requests at once against DynamoDB Local (decision 219): different lines
// and the same line, all answered 200, nothing lost; and what one cart write costs in requests.
import { describe, expect, it, vi } from 'vitest';
import { ulid } from 'ulid';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { db } from '../../../functions/data/client';
import { getCart } from '../../../functions/data/carts';
import { invoke } from '../../support/invoke';
import { signedInCustomer, type SignedIn } from '../bookings/booking-helpers';
import { stockedProduct } from './shop-helpers';

const setLine = (customer: SignedIn, id: string, quantity: number) => invoke(shopRoutes.setCartLine, { params: { id }, body: { quantity }, ...customer.cookies });
const removeLine = (customer: SignedIn, id: string) => invoke(shopRoutes.removeCartLine, { params: { id }, ...customer.cookies });

describe('one cart, many writes at once', () => {
  it('keeps every line when 12 different products are added to a new cart at once, and again over the full cart', async () => {
    const products = await Promise.all(Array.from({ length: 12 }, () => stockedProduct(10)));
    const customer = await signedInCustomer();

    const first = await Promise.all(products.map((p, i) => setLine(customer, p.id, (i % 10) + 1)));
    const second = await Promise.all(products.map((p, i) => setLine(customer, p.id, 10 - (i % 10))));

    expect([...first, ...second].map((r) => r.status)).toEqual(Array(24).fill(200));
    const cart = await invoke(shopRoutes.getCart, customer.cookies);
    expect(new Map(cart.body.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]))).toEqual(
      new Map(products.map((p, i) => [p.id, 10 - (i % 10)])),
    );
    expect(cart.body.itemCount).toBe(products.reduce((sum, _, i) => sum + 10 - (i % 10), 0));
  });

  it('answers every one of 20 writes of the same line at once, on a new cart and on an existing one; the line holds one of the quantities sent', async () => {
    const product = await stockedProduct(10);
    const other = await stockedProduct(10);
    const customer = await signedInCustomer();

    const onNew = await Promise.all(Array.from({ length: 20 }, (_, i) => setLine(customer, product.id, (i % 10) + 1)));
    await setLine(customer, other.id, 2);
    const onExisting = await Promise.all(Array.from({ length: 20 }, (_, i) => setLine(customer, product.id, 10 - (i % 10))));

    expect([...onNew, ...onExisting].map((r) => r.status)).toEqual(Array(40).fill(200));
    const { lines } = (await invoke(shopRoutes.getCart, customer.cookies)).body;
    expect(lines.map((l: { productId: string }) => l.productId)).toEqual([product.id, other.id]);
    expect(lines[0].quantity).toBeGreaterThanOrEqual(1);
    expect(lines[0].quantity).toBeLessThanOrEqual(10);
    expect(lines[1].quantity).toBe(2);
  });

  it('removes lines while others are added at once, and keeps the order lines were first added in', async () => {
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => stockedProduct(5)));
    const customer = await signedInCustomer();
    for (const p of [a!, b!, c!]) expect((await setLine(customer, p.id, 1)).status).toBe(200);

    const results = await Promise.all([removeLine(customer, b!.id), setLine(customer, d!.id, 2), setLine(customer, a!.id, 3), removeLine(customer, ulid())]);

    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const { lines } = (await invoke(shopRoutes.getCart, customer.cookies)).body;
    expect(lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [a!.id, 3],
      [c!.id, 1],
      [d!.id, 2],
    ]);
  });
});

describe('DynamoDB requests of the cart', () => {
  it('reads a cart with one GetItem and one BatchGetItem; sets a line with reads, one UpdateItem and one BatchGetItem; never a Scan or a Put', async () => {
    const product = await stockedProduct(3);
    const customer = await signedInCustomer();
    await setLine(customer, product.id, 1);
    const send = vi.spyOn(db, 'send');

    await invoke(shopRoutes.getCart, customer.cookies);
    const read = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockClear();
    await setLine(customer, product.id, 2);
    const write = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockRestore();

    // The session lookup is a GetItem too.
    expect(read.filter((name) => name !== 'GetCommand')).toEqual(['BatchGetCommand']);
    expect(read.filter((name) => name === 'GetCommand').length).toBeLessThanOrEqual(2);
    expect(write.filter((name) => name !== 'GetCommand')).toEqual(['UpdateCommand', 'BatchGetCommand']);
    expect((await getCart(customer.userId)).lines).toMatchObject([{ productId: product.id, quantity: 2 }]);
  });
});
