// The stock ledger's writes (decision 131): every change to a product's stock on hand is a movement
// item with who, when, why and its cause, written in the same transaction as the product's figures.
// Each function returns TransactWriteItems, so a caller (a till sale, an online order, goods received)
// puts them in its own transaction beside its own writes, at the positions it documents.
//
// The product carries onHand, reserved and available (= onHand - reserved). Conditions keep all
// three >= 0 whatever runs concurrently, and the movement's key is its cause, so a retried cause
// moves stock once.
import type { MovementKind, StockMovement } from '../../shared/schemas/shop/stock';
import type { UnitState } from '../../shared/schemas/shop/product';
import { tableName } from './client';
import * as keys from './keys';
import { TransactionCancelledError, type TransactItem } from './transact';

/** What each item guards, so a cancelled transaction says what went wrong. */
export type StockRole = 'stock' | 'cause' | 'hold' | 'unit';
const roles = new WeakMap<TransactItem, StockRole>();
function tagged(role: StockRole, item: TransactItem): TransactItem {
  roles.set(item, role);
  return item;
}

export interface Actor {
  id: string;
  name: string;
}

export interface MovementInput {
  productId: string;
  kind: MovementKind;
  /** Change to stock on hand: negative out, positive in. Never 0. */
  delta: number;
  reason: string;
  /** Unique per cause and product: `till-sale:<saleId>`, `order:<orderId>`, `adjust:<requestId>`. */
  causeId: string;
  actor: Actor;
  at: Date;
  /** A serialised unit moving with it, and the state it moves between. */
  unit?: { unitId: string; from: UnitState; to: UnitState };
  /** Stocktake: the onHand the count was made against (refused if stock moved meanwhile). */
  expectedOnHand?: number;
  /**
   * Goods received at a cost: the product's new weighted average cost (decision 180), worked out from
   * `expectedOnHand` and the cost read (`before`), so the write is refused if either moved meanwhile.
   */
  cost?: { costPence: number; before: number | undefined };
}

export interface Hold {
  /** Unique per checkout and product: `<orderId>`. */
  holdId: string;
  productId: string;
  quantity: number;
  unitId?: string;
  expiresAt: Date;
}

function movementItem(input: MovementInput): TransactItem {
  const at = input.at.toISOString();
  const movement: StockMovement = {
    productId: input.productId,
    kind: input.kind,
    delta: input.delta,
    reason: input.reason,
    causeId: input.causeId,
    unitId: input.unit?.unitId,
    actorId: input.actor.id,
    actorName: input.actor.name,
    at,
  };
  return tagged('cause', {
    Put: {
      TableName: tableName,
      Item: { ...keys.stockMovement(input.productId, input.causeId), ...keys.stockMovementByTime(input.productId, at, input.causeId), type: 'StockMovement', ...movement },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
}

function unitItem(productId: string, unitId: string, from: UnitState, to: UnitState, holdId?: string): TransactItem {
  const values: Record<string, unknown> = { ':from': from, ':to': to };
  let condition = '#state = :from';
  if (from === 'reserved') {
    condition += ' AND holdId = :hold';
    values[':hold'] = holdId;
  }
  const update = to === 'reserved' ? 'SET #state = :to, holdId = :newHold' : 'SET #state = :to REMOVE holdId';
  if (to === 'reserved') values[':newHold'] = holdId;
  return tagged('unit', {
    Update: {
      TableName: tableName,
      Key: keys.stockUnit(productId, unitId),
      UpdateExpression: update,
      ConditionExpression: condition,
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: values,
    },
  });
}

/** A movement of stock on hand (not held by a checkout): a counter sale, refund, delivery, adjustment or count. */
export function recordStockMovement(input: MovementInput): TransactItem[] {
  if (!Number.isInteger(input.delta) || input.delta === 0) throw new RangeError('A stock movement moves a whole, non-zero quantity');
  const values: Record<string, unknown> = { ':d': input.delta };
  let condition = 'attribute_exists(pk)';
  if (input.delta < 0) {
    condition += ' AND available >= :need';
    values[':need'] = -input.delta;
  }
  if (input.expectedOnHand !== undefined) {
    condition += ' AND onHand = :expected';
    values[':expected'] = input.expectedOnHand;
  }
  let update = 'SET onHand = onHand + :d, available = available + :d';
  if (input.cost) {
    update += ', costPence = :cost';
    values[':cost'] = input.cost.costPence;
    if (input.cost.before === undefined) condition += ' AND attribute_not_exists(costPence)';
    else {
      condition += ' AND costPence = :costBefore';
      values[':costBefore'] = input.cost.before;
    }
  }
  const items = [
    tagged('stock', {
      Update: {
        TableName: tableName,
        Key: keys.product(input.productId),
        UpdateExpression: update,
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
      },
    }),
    movementItem(input),
  ];
  if (input.unit) items.push(unitItem(input.productId, input.unit.unitId, input.unit.from, input.unit.to));
  return items;
}

/** Holds stock for a checkout: available goes down, reserved up; a serialised unit is held too. */
export function reserve(hold: Hold): TransactItem[] {
  const items = [
    tagged('stock', {
      Update: {
        TableName: tableName,
        Key: keys.product(hold.productId),
        UpdateExpression: 'SET available = available - :q, reserved = reserved + :q',
        ConditionExpression: 'available >= :q',
        ExpressionAttributeValues: { ':q': hold.quantity },
      },
    }),
    tagged('hold', {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.stockHold(hold.productId, hold.holdId),
          type: 'StockHold',
          holdId: hold.holdId,
          productId: hold.productId,
          quantity: hold.quantity,
          unitId: hold.unitId,
          expiresAt: hold.expiresAt.toISOString(),
          // Housekeeping only: the release itself is scheduled (decision 133), TTL just tidies.
          ttl: keys.ttlFrom(new Date(hold.expiresAt.getTime() + 7 * 86_400_000)),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }),
  ];
  if (hold.unitId) items.push(unitItem(hold.productId, hold.unitId, 'available', 'reserved', hold.holdId));
  return items;
}

/** Gives a hold's stock back (expired or abandoned checkout). Refused once the hold is gone, so it runs once. */
export function release(hold: Omit<Hold, 'expiresAt'>): TransactItem[] {
  const items = [
    tagged('hold', { Delete: { TableName: tableName, Key: keys.stockHold(hold.productId, hold.holdId), ConditionExpression: 'attribute_exists(pk)' } }),
    tagged('stock', {
      Update: {
        TableName: tableName,
        Key: keys.product(hold.productId),
        UpdateExpression: 'SET available = available + :q, reserved = reserved - :q',
        ExpressionAttributeValues: { ':q': hold.quantity },
      },
    }),
  ];
  if (hold.unitId) items.push(unitItem(hold.productId, hold.unitId, 'reserved', 'available', hold.holdId));
  return items;
}

/** Turns a paid hold into a sale: onHand and reserved go down together, with its movement in the ledger. */
export function commitHold(hold: Omit<Hold, 'expiresAt'>, movement: Omit<MovementInput, 'productId' | 'delta' | 'unit' | 'expectedOnHand'>): TransactItem[] {
  const items = [
    tagged('hold', { Delete: { TableName: tableName, Key: keys.stockHold(hold.productId, hold.holdId), ConditionExpression: 'attribute_exists(pk)' } }),
    tagged('stock', {
      Update: {
        TableName: tableName,
        Key: keys.product(hold.productId),
        UpdateExpression: 'SET onHand = onHand - :q, reserved = reserved - :q',
        ConditionExpression: 'reserved >= :q AND onHand >= :q',
        ExpressionAttributeValues: { ':q': hold.quantity },
      },
    }),
    movementItem({ ...movement, productId: hold.productId, delta: -hold.quantity, unit: hold.unitId ? { unitId: hold.unitId, from: 'reserved', to: 'sold' } : undefined }),
  ];
  if (hold.unitId) items.push(unitItem(hold.productId, hold.unitId, 'reserved', 'sold', hold.holdId));
  return items;
}

/** The first stock item of `items` whose condition cancelled the transaction: what it guards and its product; null when none did. */
export function failedStockItem(items: readonly TransactItem[], error: unknown): { role: StockRole; productId: string } | null {
  if (!(error instanceof TransactionCancelledError)) return null;
  for (let i = 0; i < items.length; i++) {
    if (!error.conditionFailedAt(i)) continue;
    const role = roles.get(items[i]!);
    if (role) return { role, productId: productIdOf(items[i]!) };
  }
  return null;
}

function productIdOf(item: TransactItem): string {
  const key = (item.Update?.Key ?? item.Put?.Item ?? item.Delete?.Key ?? {}) as { pk?: string; sk?: string };
  return key.pk === keys.catalogPartition ? String(key.sk).slice(keys.productPrefix.length) : String(key.pk).replace(/^STOCK#/, '');
}
