// Supplier price lists (decision 181). Each import writes its rows under a new version: the rows in
// the version's partition, and one copy per compatible model in that model's partition for the part
// finder. The supplier then points at the new version in one conditional write, so a list is never
// half-imported: readers only see the version the supplier points at. The old version is deleted after.
import { BatchGetCommand, BatchWriteCommand, UpdateCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { PriceListItemSchema, type PriceListItem, type Supplier } from '../../shared/schemas/suppliers/supplier';
import { modelKey, type PartType } from '../../shared/suppliers/parts';
import { db, tableName } from './client';
import { supplierKeys } from './supplier-keys';
import { queryAll } from './query-all';
import { isConditionFailure } from './transact';
import { SupplierChangedError, toSupplier } from './suppliers';

export type WriteRequest = NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string][number];

function copyKeys(item: PriceListItem, version: string) {
  const models = new Set(item.compatibleModels.map(modelKey).filter(Boolean));
  return [...models].map((m) => supplierKeys.partOfModel(m, item.partType, item.supplierId, version, item.supplierSku));
}

/** Sends requests 25 at a time, resending whatever DynamoDB leaves unprocessed. */
export async function batchWrite(requests: WriteRequest[]): Promise<void> {
  for (let start = 0; start < requests.length; start += 25) {
    let pending = requests.slice(start, start + 25);
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept price-list rows unprocessed');
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = UnprocessedItems?.[tableName] ?? [];
    }
  }
}

/** Writes a whole list under `version` (not yet in use). */
export async function writePriceListVersion(version: string, items: readonly PriceListItem[]): Promise<void> {
  const requests: WriteRequest[] = [];
  for (const item of items) {
    requests.push({ PutRequest: { Item: { ...supplierKeys.priceListItem(item.supplierId, version, item.supplierSku), type: 'PriceListItem', version, ...item } } });
    for (const key of copyKeys(item, version)) requests.push({ PutRequest: { Item: { ...key, type: 'PriceListPart', version, ...item } } });
  }
  await batchWrite(requests);
}

/** Points the supplier at the new version, if it is still at the one the import read. */
export async function switchPriceList(supplier: Supplier, version: string, rows: number, at: string): Promise<Supplier> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: supplierKeys.supplier(supplier.id),
        UpdateExpression: 'SET priceListVersion = :v, priceListRows = :rows, priceListImportedAt = :at',
        ConditionExpression: supplier.priceListVersion ? 'priceListVersion = :old' : 'attribute_exists(pk) AND attribute_not_exists(priceListVersion)',
        ExpressionAttributeValues: { ':v': version, ':rows': rows, ':at': at, ...(supplier.priceListVersion ? { ':old': supplier.priceListVersion } : {}) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toSupplier(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new SupplierChangedError();
    throw error;
  }
}

/** A version's rows, by supplier SKU: one Query. */
export async function listPriceListItems(supplierId: string, version: string): Promise<PriceListItem[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': supplierKeys.priceListPartition(supplierId, version) } });
  return items.map((item) => PriceListItemSchema.parse(item));
}

export async function getPriceListItem(supplierId: string, version: string, sku: string): Promise<PriceListItem | null> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk = :sk',
    ExpressionAttributeValues: { ':pk': supplierKeys.priceListPartition(supplierId, version), ':sk': supplierKeys.priceListItem(supplierId, version, sku).sk },
  });
  return items[0] ? PriceListItemSchema.parse(items[0]) : null;
}

/** Rows by supplier, version and SKU in one BatchGetItem (100 at a time): the suggested orders' latest prices. */
export async function getPriceListItems(wanted: readonly { supplierId: string; version: string; sku: string }[]): Promise<PriceListItem[]> {
  const found: PriceListItem[] = [];
  const unique = [...new Map(wanted.map((w) => [`${w.supplierId}#${w.version}#${w.sku}`, w])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName]: { Keys: unique.slice(i, i + 100).map((w) => supplierKeys.priceListItem(w.supplierId, w.version, w.sku)) },
    };
    while (request && Object.keys(request).length) {
      const page: BatchGetCommandOutput = await db.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of page.Responses?.[tableName] ?? []) found.push(PriceListItemSchema.parse(item));
      request = page.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/** Deletes a version no supplier points at any more (after an import, or a failed one). */
export async function deletePriceListVersion(supplierId: string, version: string): Promise<void> {
  const items = await listPriceListItems(supplierId, version);
  const requests: WriteRequest[] = [];
  for (const item of items) {
    requests.push({ DeleteRequest: { Key: supplierKeys.priceListItem(supplierId, version, item.supplierSku) } });
    for (const key of copyKeys(item, version)) requests.push({ DeleteRequest: { Key: key } });
  }
  await batchWrite(requests);
}

/** Every supplier's row for a model (and part type), all versions: one Query; the caller keeps current ones. */
export async function listPartsOfModel(model: string, partType?: PartType): Promise<(PriceListItem & { version: string })[]> {
  const items = await queryAll({
    KeyConditionExpression: partType ? 'pk = :pk AND begins_with(sk, :type)' : 'pk = :pk',
    ExpressionAttributeValues: { ':pk': supplierKeys.partModelPartition(modelKey(model)), ...(partType ? { ':type': `${partType}#` } : {}) },
  });
  return items.map((item) => ({ ...PriceListItemSchema.parse(item), version: String(item.version) }));
}
