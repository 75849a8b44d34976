// Direct reads of the table for tests that check what a request left behind (an end-to-end test
// runs the server in another process, so it reads DynamoDB Local itself).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS } from '../../scripts/local/dynamodb-local';

export function tableReader(endpoint: string, tableName: string) {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: 'eu-west-2', credentials: LOCAL_CREDENTIALS }));
  return {
    /** Every item in one partition. */
    async partition(pk: string): Promise<Record<string, unknown>[]> {
      const { Items } = await db.send(new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }));
      return Items ?? [];
    },
    close: () => db.destroy(),
  };
}
