// Vitest global setup for the integration tests: one in-memory DynamoDB Local for the run, with the
// app's table, started before the first test file and stopped after the last.
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../scripts/local/dynamodb-local';
import { ensureTable } from '../../scripts/local/create-table';
import { freePort } from '../../scripts/local/ports';
import { LOCAL_TABLE_NAME } from '../../shared/table-design';

export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('tableName', LOCAL_TABLE_NAME);
  return () => dynamo.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    tableName: string;
    baseUrl: string;
    outboxDir: string;
  }
}
