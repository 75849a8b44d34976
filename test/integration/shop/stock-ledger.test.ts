// The stock ledger against DynamoDB Local: movements with their cause, never negative, idempotent;
// holds for checkouts under concurrency (the last unit goes to exactly one), serialised units.
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { getProduct } from '../../../functions/data/products';
import { getUnit, listMovements } from '../../../functions/data/stock';
import { commitHold, recordStockMovement, release, reserve } from '../../../functions/data/stock-ledger';
import { DuplicateCauseError, HoldGoneError, OutOfStockError, applyStock } from '../../../functions/stock/stock-ledger';
import { STAFF, randomImei, serialisedProduct, stockedProduct } from './shop-helpers';

const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000);

describe('recordStockMovement', () => {
  it('moves stock on hand with its movement (who, when, why, cause) in one transaction', async () => {
    const product = await stockedProduct(5);
    const at = new Date();

    await applyStock(recordStockMovement({ productId: product.id, kind: 'sale', delta: -2, reason: 'Till sale', causeId: 'till-sale:S1', actor: STAFF, at }));

    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 3, available: 3, reserved: 0 });
    const [latest] = await listMovements(product.id);
    expect(latest).toMatchObject({ kind: 'sale', delta: -2, reason: 'Till sale', causeId: 'till-sale:S1', actorId: STAFF.id, actorName: STAFF.name, at: at.toISOString() });
  });

  it('moves stock once per cause: a retried cause is refused and changes nothing', async () => {
    const product = await stockedProduct(5);
    const movement = { productId: product.id, kind: 'refund' as const, delta: 1, reason: 'Refund', causeId: 'till-refund:R1', actor: STAFF, at: new Date() };

    await applyStock(recordStockMovement(movement));
    await expect(applyStock(recordStockMovement(movement))).rejects.toBeInstanceOf(DuplicateCauseError);

    expect((await getProduct(product.id, true))?.onHand).toBe(6);
  });

  it('never takes stock below 0, even with 10 sales racing for 3 units', async () => {
    const product = await stockedProduct(3);

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        applyStock(recordStockMovement({ productId: product.id, kind: 'sale', delta: -1, reason: 'Till sale', causeId: `till-sale:race-${i}`, actor: STAFF, at: new Date() })),
      ),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(OutOfStockError);
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 0, available: 0 });
  });
});

describe('reserve, release and commitHold', () => {
  it('gives the last unit to exactly one of 20 concurrent holds; stock never below 0', async () => {
    const product = await stockedProduct(1);

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => applyStock(reserve({ holdId: ulid(), productId: product.id, quantity: 1, expiresAt: inHalfAnHour() }))),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(OutOfStockError);
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 1, reserved: 1, available: 0 });
  });

  it('releases a hold once, and a released hold cannot be sold', async () => {
    const product = await stockedProduct(2);
    const hold = { holdId: ulid(), productId: product.id, quantity: 2 };
    await applyStock(reserve({ ...hold, expiresAt: inHalfAnHour() }));

    await applyStock(release(hold));
    await expect(applyStock(release(hold))).rejects.toBeInstanceOf(HoldGoneError);
    await expect(applyStock(commitHold(hold, { kind: 'online-sale', reason: 'Order', causeId: `order:${hold.holdId}`, actor: STAFF, at: new Date() }))).rejects.toBeInstanceOf(HoldGoneError);

    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 2, reserved: 0, available: 2 });
  });

  it('turns a hold into a sale with its movement', async () => {
    const product = await stockedProduct(3);
    const hold = { holdId: ulid(), productId: product.id, quantity: 2 };
    await applyStock(reserve({ ...hold, expiresAt: inHalfAnHour() }));

    await applyStock(commitHold(hold, { kind: 'online-sale', reason: 'Online order', causeId: `order:${hold.holdId}`, actor: STAFF, at: new Date() }));

    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 1, reserved: 0, available: 1 });
    expect((await listMovements(product.id))[0]).toMatchObject({ kind: 'online-sale', delta: -2 });
  });

  it('holds a serialised unit for exactly one of 20 concurrent checkouts, then sells it once', async () => {
    const { product, unitIds } = await serialisedProduct([randomImei()]);
    const unitId = unitIds[0]!;
    const holdIds = Array.from({ length: 20 }, () => ulid());

    const results = await Promise.allSettled(holdIds.map((holdId) => applyStock(reserve({ holdId, productId: product.id, quantity: 1, unitId, expiresAt: inHalfAnHour() }))));

    const winner = results.findIndex((r) => r.status === 'fulfilled');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await getUnit(product.id, unitId)).toMatchObject({ state: 'reserved', holdId: holdIds[winner] });
    await applyStock(commitHold({ holdId: holdIds[winner]!, productId: product.id, quantity: 1, unitId }, { kind: 'online-sale', reason: 'Order', causeId: `order:${holdIds[winner]}`, actor: STAFF, at: new Date() }));
    expect(await getUnit(product.id, unitId)).toMatchObject({ state: 'sold' });
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 0, reserved: 0, available: 0 });
  });
});
