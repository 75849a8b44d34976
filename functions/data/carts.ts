// The cart repository: one item per account whose `lines` (a reserved word: #lines) is a map keyed by product id, each line
// written in place with an UpdateItem (decision 219). Requests changing different lines of one cart
// never collide; only a race on the same line's existence (added, removed, the cart created or
// emptied meanwhile) fails a condition, and is retried from a fresh read.
import { GetCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';
import { isConditionFailure, type TransactItem } from './transact';

export interface CartLine {
  productId: string;
  quantity: number;
  /** The price when the line was added or last changed: checkout shows any change before paying. */
  priceSeenPence: number;
  /** When the product first went into the cart: lines are listed in that order. */
  addedAt: string;
}

export interface Cart {
  userId: string;
  /** Oldest line first. */
  lines: CartLine[];
  /** Counts the writes; no write is conditional on it any more. */
  version: number;
  updatedAt: string;
}

type StoredLine = Omit<CartLine, 'productId'>;

export class CartChangedError extends Error {
  constructor() {
    super('The cart changed meanwhile');
    this.name = 'CartChangedError';
  }
}

/** Each failed condition means another write changed this line's existence; each retry reads afresh. */
const WRITE_ATTEMPTS = 5;

function toCart(userId: string, item: Record<string, unknown> | undefined): Cart {
  if (!item) return { userId, lines: [], version: 0, updatedAt: '' };
  const stored = (item.lines ?? {}) as Record<string, StoredLine>;
  const lines = Object.entries(stored)
    .map(([productId, line]) => ({ productId, quantity: line.quantity, priceSeenPence: line.priceSeenPence, addedAt: line.addedAt }))
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.productId.localeCompare(b.productId));
  return { userId, lines, version: item.version as number, updatedAt: item.updatedAt as string };
}

export async function getCart(userId: string): Promise<Cart> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.cart(userId), ConsistentRead: true }));
  return toCart(userId, Item);
}

/** The UpdateItem that puts this line into the cart as last read: in place, as a new key, or as the first. */
function lineUpdate(cart: Cart, line: Omit<CartLine, 'addedAt'>, at: string): UpdateCommandInput {
  const common = { TableName: tableName, Key: keys.cart(cart.userId), ReturnValues: 'ALL_NEW' as const };
  const stamp = '#type = :type, updatedAt = :at ADD version :one';
  const stampValues = { ':type': 'Cart', ':at': at, ':one': 1 };
  const exists = cart.lines.some((l) => l.productId === line.productId);
  if (exists) {
    // Only quantity and price: the line keeps its place (addedAt).
    return {
      ...common,
      UpdateExpression: `SET #lines.#id.quantity = :q, #lines.#id.priceSeenPence = :p, ${stamp}`,
      ConditionExpression: 'attribute_exists(#lines.#id)',
      ExpressionAttributeNames: { '#lines': 'lines', '#id': line.productId, '#type': 'type' },
      ExpressionAttributeValues: { ':q': line.quantity, ':p': line.priceSeenPence, ...stampValues },
    };
  }
  const stored: StoredLine = { quantity: line.quantity, priceSeenPence: line.priceSeenPence, addedAt: at };
  // Every write ADDs to version and the first one creates the map, so a stored cart (version > 0) has it.
  if (cart.version > 0) {
    return {
      ...common,
      UpdateExpression: `SET #lines.#id = :line, ${stamp}`,
      ConditionExpression: 'attribute_exists(#lines) AND attribute_not_exists(#lines.#id)',
      ExpressionAttributeNames: { '#lines': 'lines', '#id': line.productId, '#type': 'type' },
      ExpressionAttributeValues: { ':line': stored, ...stampValues },
    };
  }
  // A nested path needs its map to exist: the cart's first line creates it.
  return {
    ...common,
    UpdateExpression: `SET #lines = :lines, ${stamp}`,
    ConditionExpression: 'attribute_not_exists(#lines)',
    ExpressionAttributeNames: { '#lines': 'lines', '#type': 'type' },
    ExpressionAttributeValues: { ':lines': { [line.productId]: stored }, ...stampValues },
  };
}

/** Sets one line (adding it when new) on the cart as read (getCart) and answers the cart after the write. */
export async function putCartLine(read: Cart, line: Omit<CartLine, 'addedAt'>, at: string): Promise<Cart> {
  let known = read;
  for (let attempt = 1; ; attempt++) {
    try {
      const { Attributes } = await db.send(new UpdateCommand(lineUpdate(known, line, at)));
      return toCart(read.userId, Attributes);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (attempt >= WRITE_ATTEMPTS) throw new CartChangedError();
      known = await getCart(read.userId);
    }
  }
}

/** Takes a line out and answers the cart after; a line not in the cart writes nothing. */
export async function deleteCartLine(userId: string, productId: string, at: string): Promise<Cart> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.cart(userId),
        UpdateExpression: 'REMOVE #lines.#id SET updatedAt = :at ADD version :one',
        ConditionExpression: 'attribute_exists(#lines.#id)',
        ExpressionAttributeNames: { '#lines': 'lines', '#id': productId },
        ExpressionAttributeValues: { ':at': at, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toCart(userId, Attributes);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return getCart(userId);
  }
}

/** Empties the cart once its order is paid (in the payment's transaction). */
export function clearCartItem(userId: string): TransactItem {
  return { Delete: { TableName: tableName, Key: keys.cart(userId) } };
}
