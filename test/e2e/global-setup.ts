// Vitest global setup for the end-to-end tests: the whole local stack as `npm start` runs it, on free
// ports with an in-memory DynamoDB Local and an outbox folder of its own.
import type { TestProject } from 'vitest/node';
import { startTestStack } from '../../scripts/local/start-test-stack';

export default async function setup(project: TestProject) {
  const stack = await startTestStack({ quickStart: true });
  project.provide('baseUrl', stack.baseUrl);
  project.provide('outboxDir', stack.outboxDir);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('tableName', stack.tableName);
  return () => stack.stop();
}
