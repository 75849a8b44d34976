// The supplier repository: every supplier in one partition (a shop has a handful), edited with an
// optimistic lock on updatedAt.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SupplierSchema, type Supplier } from '../../shared/schemas/suppliers/supplier';
import { db, tableName } from './client';
import { supplierKeys } from './supplier-keys';
import { queryAll } from './query-all';
import { isConditionFailure, type TransactItem } from './transact';

export class SupplierChangedError extends Error {
  constructor() {
    super('The supplier was changed by someone else; reload it and try again');
    this.name = 'SupplierChangedError';
  }
}

export function toSupplier(item: Record<string, unknown>): Supplier {
  return SupplierSchema.parse(item);
}

export function supplierItem(supplier: Supplier): Record<string, unknown> {
  return { ...supplierKeys.supplier(supplier.id), type: 'Supplier', ...supplier };
}

/** Writes a new supplier, or the supplier as read at `previousUpdatedAt`. */
export async function putSupplier(supplier: Supplier, previousUpdatedAt?: string): Promise<void> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: supplierItem(supplier),
        ...(previousUpdatedAt
          ? { ConditionExpression: 'updatedAt = :before', ExpressionAttributeValues: { ':before': previousUpdatedAt } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new SupplierChangedError();
    throw error;
  }
}

export async function getSupplier(supplierId: string): Promise<Supplier | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: supplierKeys.supplier(supplierId), ConsistentRead: true }));
  return Item ? toSupplier(Item) : null;
}

/** Every supplier, by name: one Query. */
export async function listSuppliers(): Promise<Supplier[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': supplierKeys.suppliersPartition, ':prefix': supplierKeys.supplierPrefix },
  });
  return items.map(toSupplier).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

/** Makes the order the supplier's Draft, in the order's transaction: over the Draft read (`previousDraftId`), or while there is none. */
export function setDraftOrderItem(supplierId: string, orderId: string, previousDraftId: string | undefined): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: supplierKeys.supplier(supplierId),
      UpdateExpression: 'SET draftOrderId = :id',
      ConditionExpression: previousDraftId ? 'draftOrderId = :old' : 'attribute_exists(pk) AND attribute_not_exists(draftOrderId)',
      ExpressionAttributeValues: { ':id': orderId, ...(previousDraftId ? { ':old': previousDraftId } : {}) },
    },
  };
}

/** The supplier has no Draft any more (the order was placed or cancelled), while that order is still its Draft. */
export function clearDraftOrderItem(supplierId: string, orderId: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: supplierKeys.supplier(supplierId),
      UpdateExpression: 'REMOVE draftOrderId',
      ConditionExpression: 'draftOrderId = :id',
      ExpressionAttributeValues: { ':id': orderId },
    },
  };
}
