// Shop customer records (decision 081): the counter's record of a walk-in customer, one per phone
// number, found by name, phone or email through search-term items that carry the record.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { fullNameTerms, nameWords } from './search-terms';
import { TransactionCancelledError, transactWrite, type TransactItems } from './transact';

export interface CustomerRecord {
  qrCode: string;
  firstName: string;
  lastName: string;
  phone: string;
  email?: string;
  /** The registered account linked to this record (set when its owner claims a job). */
  userId?: string;
  createdAt: string;
  /** Phone numbers of records merged into this one: found by search, and new jobs with them join it. */
  otherPhones?: string[];
  /** Records merged into this one (decision 116). */
  mergedFrom?: string[];
  /** Set on a record while it is being merged into another (decision 116). */
  mergingInto?: string;
}

export class DuplicateCustomerPhoneError extends Error {
  constructor(readonly existingQr: string | null) {
    super('A customer record with this phone number exists');
    this.name = 'DuplicateCustomerPhoneError';
  }
}

function customerTerms(customer: CustomerRecord): string[] {
  const terms = [...nameWords(customer.firstName, customer.lastName), customer.phone, ...(customer.otherPhones ?? [])];
  if (customer.email) terms.push(customer.email);
  return [...new Set(terms.filter((t) => t.length >= 3))];
}

/** Every search copy of a record: its word, phone and email terms and its full-name terms (decision 360). */
function copyKeysOfCustomer(customer: CustomerRecord): { pk: string; sk: string }[] {
  return [
    ...customerTerms(customer).map((term) => keys.customerSearchTerm(term, customer.qrCode)),
    ...fullNameTerms(customer.firstName, customer.lastName).map((term) => keys.customerNameTerm(term, customer.qrCode)),
  ];
}

function toCustomer(item: Record<string, unknown>): CustomerRecord {
  return stripKeys(item) as unknown as CustomerRecord;
}


/**
 * The new record's items for a transaction: its phone's uniqueness item first (its condition failing
 * means the phone is taken), the record (with its account link, when it has one) and its search terms.
 */
export function newCustomerItems(customer: CustomerRecord): TransactItems {
  const putNew = (Item: Record<string, unknown>) => ({ Put: { TableName: tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' } });
  const ofUser = customer.userId ? keys.customerOfUser(customer.userId, customer.createdAt, customer.qrCode) : {};
  return [
    putNew({ ...keys.customerPhone(customer.phone), type: 'Unique', customerQr: customer.qrCode }),
    putNew({ ...keys.customer(customer.qrCode), ...ofUser, type: 'Customer', ...customer }),
    ...copyKeysOfCustomer(customer).map((key) => putNew({ ...key, type: 'CustomerCopy', customer })),
  ];
}

/** The QR code of the record that owns this phone number, if any. */
export async function customerQrOfPhone(phone: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.customerPhone(phone), ConsistentRead: true }));
  return (Item?.customerQr as string | undefined) ?? null;
}

/** Writes the record, its phone's uniqueness item and its search terms in one transaction. */
export async function createCustomer(customer: CustomerRecord): Promise<CustomerRecord> {
  try {
    await transactWrite(newCustomerItems(customer));
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) {
      throw new DuplicateCustomerPhoneError(await customerQrOfPhone(customer.phone));
    }
    throw error;
  }
  return customer;
}

export async function getCustomer(qrCode: string): Promise<CustomerRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.customer(qrCode), ConsistentRead: true }));
  return Item ? toCustomer(Item) : null;
}

/** Records whose search term starts with `term`: one Query. */
export async function searchCustomersByTerm(term: string): Promise<CustomerRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :term)',
      ExpressionAttributeValues: { ':pk': keys.customerSearchPartition(term), ':term': term },
      Limit: 100,
    }),
  );
  const byQr = new Map<string, CustomerRecord>();
  for (const item of Items) {
    const customer = item.customer as CustomerRecord;
    byQr.set(customer.qrCode, customer);
  }
  return [...byQr.values()];
}

/** Records whose full name starts with `fullName` (first+last or last+first; decision 360): one Query. */
export async function searchCustomersByFullName(fullName: string): Promise<CustomerRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :term)',
      ExpressionAttributeValues: { ':pk': keys.customerNamePartition(fullName), ':term': fullName },
      Limit: 100,
    }),
  );
  return [...new Map(Items.map((item) => [(item.customer as CustomerRecord).qrCode, item.customer as CustomerRecord])).values()];
}

/**
 * Links the record to the account that claimed one of its jobs (first claim wins), and rewrites its
 * search copies in the same transaction so the admin's search shows the link too.
 */
export async function linkCustomerToUser(qrCode: string, userId: string): Promise<void> {
  const record = await getCustomer(qrCode);
  if (!record || record.userId) return;
  const linked: CustomerRecord = { ...record, userId };
  const ofUser = keys.customerOfUser(userId, record.createdAt, qrCode);
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.customer(qrCode),
          // gsi1 lists the records of an account (decision 113).
          UpdateExpression: 'SET userId = :u, gsi1pk = :g1, gsi1sk = :g1s',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(userId)',
          ExpressionAttributeValues: { ':u': userId, ':g1': ofUser.gsi1pk, ':g1s': ofUser.gsi1sk },
        },
      },
      ...copyKeysOfCustomer(linked).map((key) => ({ Put: { TableName: tableName, Item: { ...key, type: 'CustomerCopy', customer: linked } } })),
    ]);
  } catch (error) {
    // Another claim linked it first: the first link stands.
    if (!(error instanceof TransactionCancelledError && error.conditionFailedAt(0))) throw error;
  }
}

export class MergeRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeRefusedError';
  }
}

/**
 * The first step of a merge (decision 116): marks `removed` as being merged into `kept`, unless it is
 * already being merged elsewhere or `kept` is itself on its way out. Repeating it is harmless.
 */
export async function markMerging(keptQr: string, removedQr: string): Promise<void> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.customer(removedQr),
          UpdateExpression: 'SET mergingInto = :kept',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(mergingInto) OR mergingInto = :kept)',
          ExpressionAttributeValues: { ':kept': keptQr },
        },
      },
      { ConditionCheck: { TableName: tableName, Key: keys.customer(keptQr), ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(mergingInto)' } },
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && (error.conditionFailedAt(0) || error.conditionFailedAt(1))) {
      throw new MergeRefusedError('One of these records is already being merged with another. Reload and try again.');
    }
    throw error;
  }
}

/**
 * The last step of a merge, one transaction: `removed` and its search terms go, its phone number now
 * leads to `kept`, and `kept` takes its phone, the account link and email it lacked, and its name in
 * `mergedFrom`. Conditional on `removed` still being marked for `kept`.
 */
export async function completeMerge(kept: CustomerRecord, removed: CustomerRecord): Promise<CustomerRecord> {
  const otherPhones = [...new Set([...(kept.otherPhones ?? []), removed.phone, ...(removed.otherPhones ?? [])])].filter((p) => p !== kept.phone);
  const merged: CustomerRecord = {
    ...kept,
    ...(kept.email || !removed.email ? {} : { email: removed.email }),
    ...(kept.userId || !removed.userId ? {} : { userId: removed.userId }),
    otherPhones,
    mergedFrom: [...(kept.mergedFrom ?? []), removed.qrCode],
  };
  const ofUser = merged.userId ? keys.customerOfUser(merged.userId, merged.createdAt, merged.qrCode) : {};
  await transactWrite([
    {
      Delete: {
        TableName: tableName,
        Key: keys.customer(removed.qrCode),
        ConditionExpression: 'mergingInto = :kept',
        ExpressionAttributeValues: { ':kept': kept.qrCode },
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.customer(kept.qrCode), ...ofUser, type: 'Customer', ...merged },
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(mergingInto)',
      },
    },
    ...[removed.phone, ...(removed.otherPhones ?? [])].map((phone) => ({
      Put: { TableName: tableName, Item: { ...keys.customerPhone(phone), type: 'Unique', customerQr: kept.qrCode } },
    })),
    ...copyKeysOfCustomer(removed).map((Key) => ({ Delete: { TableName: tableName, Key } })),
    ...copyKeysOfCustomer(merged).map((key) => ({ Put: { TableName: tableName, Item: { ...key, type: 'CustomerCopy', customer: merged } } })),
  ]);
  return merged;
}
