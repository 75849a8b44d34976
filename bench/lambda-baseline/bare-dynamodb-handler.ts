// The bench's yardstick (bench/lambda-bundles.ts): a Lambda handler with the DynamoDB document client
// and nothing else, bundled like every function. What a real handler imports beyond this is what its
// cold start pays for.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export async function handler(): Promise<unknown> {
  return db.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'HEALTH', sk: 'HEALTH' } }));
}
