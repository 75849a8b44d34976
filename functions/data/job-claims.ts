// The job QR code a customer gave at registration (users.ts stores it as pendingJobClaim): cleared
// once the claim has been resolved, so it is tried once.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';
import { isConditionFailure } from './transact';

export async function clearPendingJobClaim(userId: string, qrCode: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'REMOVE pendingJobClaim',
        ConditionExpression: 'pendingJobClaim.qrCode = :qr',
        ExpressionAttributeValues: { ':qr': qrCode },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
