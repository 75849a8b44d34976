// The cart repository: one item per account, written whole on condition of the version read,
// so two devices changing the cart at once never lose a line.
import { DeleteCommand, GetCommand, PutCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';
import { isConditionFailure } from './transact';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface CartLine {
  productId: string;
  quantity: number;
  /** The price when the line was added or last changed: checkout shows any change before paying. */
  priceSeenPence: number;
}

export interface Cart {
  userId: string;
  lines: CartLine[];
  version: number;
  updatedAt: string;
}

export class CartChangedError extends Error {
  constructor() {
    super('The cart changed meanwhile');
    this.name = 'CartChangedError';
  }
}

export async function getCart(userId: string): Promise<Cart> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.cart(userId), ConsistentRead: true }));
  if (!Item) return { userId, lines: [], version: 0, updatedAt: '' };
  return { userId, lines: Item.lines as CartLine[], version: Item.version as number, updatedAt: Item.updatedAt as string };
}

export async function saveCart(cart: Cart, updatedAt: string): Promise<Cart> {
  const next = { ...cart, version: cart.version + 1, updatedAt };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.cart(cart.userId), type: 'Cart', ...next },
        ConditionExpression: cart.version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
        ExpressionAttributeValues: cart.version === 0 ? undefined : { ':v': cart.version },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new CartChangedError();
    throw error;
  }
  return next;
}

/** Empties the cart once its order is paid (in the payment's transaction). */
export function clearCartItem(userId: string): TransactItem {
  return { Delete: { TableName: tableName, Key: keys.cart(userId) } };
}

export async function deleteCart(userId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.cart(userId) }));
}
