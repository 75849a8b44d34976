// The writes of a gift card's or store credit's ledger (decisions 300, 303), apart from its reads so
// the till's sale Lambda carries only these: an entry keyed by its cause, and the balance change
// whose condition refuses a taking the balance does not cover, however many run at once.
import type { VoucherEntry } from '../../shared/schemas/gift-cards/gift-card';
import { tableName } from './client';
import * as keys from './keys';
import type { TransactItem } from './transact';

/** Whose balance an entry moves: a gift card by its code, or a customer's store credit by their account. */
export type VoucherRef = { kind: 'giftCard'; code: string } | { kind: 'storeCredit'; userId: string };

export const voucherPartition = (ref: VoucherRef) => (ref.kind === 'giftCard' ? keys.giftCardPartition(ref.code) : keys.storeCreditPartition(ref.userId));

/**
 * The entry (refused when its key was written for this card or account already) and the balance
 * change, in that order: put both in the cause's transaction. A taking is conditional on the balance
 * covering it (an unknown card has none); store credit's balance item is made by its first credit.
 */
export function voucherPostingItems(ref: VoucherRef, entry: VoucherEntry): [TransactItem, TransactItem] {
  const needed = -entry.amountPence;
  const partition = voucherPartition(ref);
  return [
    { Put: { TableName: tableName, Item: { ...keys.voucherEntry(partition, entry.key), type: 'VoucherEntry', ...entry }, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        TableName: tableName,
        Key: keys.voucherBalance(partition),
        UpdateExpression: 'ADD balancePence :delta SET updatedAt = :at',
        ...(needed > 0 ? { ConditionExpression: 'balancePence >= :needed' } : {}),
        ExpressionAttributeValues: { ':delta': entry.amountPence, ':at': entry.at, ...(needed > 0 ? { ':needed': needed } : {}) },
      },
    },
  ];
}
