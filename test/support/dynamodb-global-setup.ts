// Vitest global setup for the integration tests: one in-memory DynamoDB Local for the run, started
// before the first test file and stopped after the last. Each worker makes its own table in it
// (integration-env.ts).
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../scripts/local/dynamodb-local';
import { freePort } from '../../scripts/local/ports';

export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  project.provide('dynamoEndpoint', dynamo.endpoint);
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
