// The job's deposit ledger items (decision 147): in the job's partition, so the job sheet, the
// tracking page and the till read them with the job in one Query. Each entry's key is its cause, and
// it is written only if absent, so a retried webhook or request records it once.
import type { DepositEntry } from '../../shared/schemas/repairs/deposit';
import { tableName } from './client';
import * as keys from './keys';
import type { TransactItem } from './transact';

export function depositEntryItem(qrCode: string, entry: DepositEntry): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.jobDeposit(qrCode, entry.depositId), type: 'JobDeposit', ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
