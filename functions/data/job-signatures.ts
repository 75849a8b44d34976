// The customer's signature on a job's intake terms: the item SIGNATURE in the job's partition, put once.
import type { IntakeSignature } from '../../shared/schemas/repairs/workshop';
import { tableName } from './client';
import * as keys from './keys';
import { TransactionCancelledError, transactWrite } from './transact';

/** Puts the signature while the job exists; 'already-signed' when the job has one. */
export async function insertJobSignature(qrCode: string, signature: IntakeSignature): Promise<'signed' | 'already-signed'> {
  try {
    await transactWrite([
      { ConditionCheck: { TableName: tableName, Key: keys.job(qrCode), ConditionExpression: 'attribute_exists(pk)' } },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.jobSignature(qrCode), type: 'JobSignature', ...signature },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
    return 'signed';
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(1)) return 'already-signed';
    throw error;
  }
}
