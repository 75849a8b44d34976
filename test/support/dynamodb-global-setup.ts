// Vitest global setup for the integration tests: one in-memory DynamoDB Local for the run, started
// before the first test file and stopped after the last. Each worker makes its own table in it
// (integration-env.ts).
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../scripts/local/dynamodb-local';
import { freePort } from '../../scripts/local/ports';

// Both integration projects (shared and own modules) use the one DynamoDB Local: the last to finish stops it.
let running: ReturnType<typeof startDynamoDbLocal> | null = null;
let users = 0;

export default async function setup(project: TestProject) {
  users += 1;
  running ??= freePort().then((port) => startDynamoDbLocal({ port, quickStart: true }));
  const dynamo = await running;
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return async () => {
    users -= 1;
    if (users === 0) {
      running = null;
      await dynamo.stop();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    tableName: string;
    baseUrl: string;
    outboxDir: string;
  }
}
