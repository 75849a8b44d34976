// The product repository. Products live in one catalogue partition (decision 130), each with its
// stock figures (onHand, reserved, available) that only the stock ledger moves. SKU, barcode and
// slug are unique by conditional writes; gsi1/gsi2 find a product by SKU or barcode in one Query.
import { BatchGetCommand, GetCommand, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Product, ProductInput } from '../../shared/schemas/shop/product';
import { isValidEan13 } from '../../shared/schemas/shop/ean13';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';
import { TransactionCancelledError, transactWrite, type TransactItem } from './transact';

export class ProductCodeTakenError extends Error {
  constructor(readonly field: 'sku' | 'barcode' | 'slug') {
    super(`Another product has this ${field === 'sku' ? 'SKU' : field}`);
    this.name = 'ProductCodeTakenError';
  }
}

/** The product changed since it was read (an edit raced another edit). */
export class ProductChangedError extends Error {
  constructor() {
    super('The product was changed by someone else; reload it and try again');
    this.name = 'ProductChangedError';
  }
}

export function toProduct(item: Record<string, unknown>): Product {
  return stripKeys(item) as Product;
}

function productItem(product: Product): Record<string, unknown> {
  return {
    ...keys.product(product.id),
    ...keys.productBySku(product.sku),
    ...keys.productByBarcode(product.barcode),
    type: 'Product',
    ...product,
  };
}

function claim(kind: 'SKU' | 'BARCODE' | 'SLUG', value: string, productId: string): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.productCode(kind, value), productId },
      ConditionExpression: 'attribute_not_exists(pk) OR productId = :id',
      ExpressionAttributeValues: { ':id': productId },
    },
  };
}

function unclaim(kind: 'SKU' | 'BARCODE' | 'SLUG', value: string): TransactItem {
  return { Delete: { TableName: tableName, Key: keys.productCode(kind, value) } };
}

const CLAIM_FIELDS = [
  ['SKU', 'sku'],
  ['BARCODE', 'barcode'],
  ['SLUG', 'slug'],
] as const;

function codeTaken(error: TransactionCancelledError, claimsFrom: number, claimed: readonly (typeof CLAIM_FIELDS)[number][]): ProductCodeTakenError | null {
  const index = claimed.findIndex((_, i) => error.conditionFailedAt(claimsFrom + i));
  return index >= 0 ? new ProductCodeTakenError(claimed[index]![1]) : null;
}

/** A new product with no stock (stock arrives through the ledger). */
export async function insertProduct(product: Product): Promise<void> {
  const items: TransactItem[] = [
    { Put: { TableName: tableName, Item: productItem(product), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...CLAIM_FIELDS.map(([kind, field]) => claim(kind, product[field], product.id)),
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw codeTaken(error, 1, CLAIM_FIELDS) ?? error;
    throw error;
  }
}

/**
 * Saves staff's edit of a product read at `before.updatedAt`. Stock figures are left alone (the
 * update names only the edited fields), so an edit never undoes a sale that happened meanwhile.
 */
export async function updateProduct(before: Product, input: ProductInput, updatedAt: string): Promise<Product> {
  const after: Product = { ...before, ...input, compareAtPence: input.compareAtPence, supplierId: input.supplierId, supplierSku: input.supplierSku, reorderQuantity: input.reorderQuantity, updatedAt };
  const changed = CLAIM_FIELDS.filter(([, field]) => before[field] !== after[field]);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':before': before.updatedAt };
  const sets: string[] = [];
  const fields = { ...input, updatedAt, ...keys.productBySku(after.sku), ...keys.productByBarcode(after.barcode) };
  // Receiving goods moves the weighted average cost without touching updatedAt: an edit that did not
  // change the cost it read leaves the (possibly newer) average alone.
  if (input.costPence === before.costPence) delete fields.costPence;
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  // Optional fields left out of the edit are cleared (the reorder fields of decision 330 too).
  const cleared = (['compareAtPence', 'supplierId', 'supplierSku', 'reorderQuantity'] as const).filter((field) => input[field] === undefined);
  const remove = cleared.length ? ` REMOVE ${cleared.join(', ')}` : '';
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: keys.product(before.id),
        UpdateExpression: `SET ${sets.join(', ')}${remove}`,
        ConditionExpression: 'updatedAt = :before',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    ...changed.map(([kind, field]) => claim(kind, after[field], before.id)),
    ...changed.map(([kind, field]) => unclaim(kind, before[field])),
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionCancelledError) {
      if (error.conditionFailedAt(0)) throw new ProductChangedError();
      throw codeTaken(error, 1, changed) ?? error;
    }
    throw error;
  }
  return after;
}

export async function getProduct(productId: string, consistent = false): Promise<Product | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.product(productId), ConsistentRead: consistent }));
  return Item ? toProduct(Item) : null;
}

/** Every product, published or not, in one Query of the catalogue partition. */
export async function listProducts(): Promise<Product[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.catalogPartition, ':prefix': keys.productPrefix },
  });
  return items.map(toProduct);
}

/** The product with this SKU or EAN-13 barcode (typed, scanned by a USB scanner or the camera): one Query. */
export async function findProductByCode(rawCode: string): Promise<Product | null> {
  const code = rawCode.trim().toUpperCase();
  if (!code) return null;
  const index = isValidEan13(code) ? 'gsi2' : 'gsi1';
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': keys.productCodePartition(code) },
      Limit: 1,
    }),
  );
  return Items?.[0] ? toProduct(Items[0]) : null;
}

/** Several products by id in one BatchGetItem (a cart, an order), consistent so stock figures are current. */
export async function getProducts(productIds: readonly string[]): Promise<Map<string, Product>> {
  const found = new Map<string, Product>();
  const unique = [...new Set(productIds)];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
      [tableName]: { Keys: unique.slice(i, i + 100).map((id) => keys.product(id)), ConsistentRead: true },
    };
    while (request && Object.keys(request).length) {
      const page: BatchGetCommandOutput = await db.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of page.Responses?.[tableName] ?? []) {
        const product = toProduct(item);
        found.set(product.id, product);
      }
      request = page.UnprocessedKeys as typeof request;
    }
  }
  return found;
}
