// What a scanned QR code names: a job, a device or a shop customer record (the admin scanner).
// One BatchGetItem of the three possible items.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';

export type QrKind = 'job' | 'device' | 'customer';

export async function findQrKind(qrCode: string): Promise<QrKind | null> {
  const candidates: [QrKind, { pk: string; sk: string }][] = [
    ['job', keys.job(qrCode)],
    ['device', keys.device(qrCode)],
    ['customer', keys.customer(qrCode)],
  ];
  const { Responses } = await db.send(
    new BatchGetCommand({
      RequestItems: {
        [tableName]: { Keys: candidates.map(([, key]) => key), ProjectionExpression: 'pk, sk', ConsistentRead: true },
      },
    }),
  );
  const found = Responses?.[tableName] ?? [];
  const match = candidates.find(([, key]) => found.some((item) => item.pk === key.pk && item.sk === key.sk));
  return match ? match[0] : null;
}
