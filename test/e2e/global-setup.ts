// Vitest global setup for the end-to-end tests: the whole local stack as `npm start` runs it (an
// in-memory DynamoDB Local, the table, the local bus and the one-origin server over the built SPA)
// on free ports, with an outbox folder of its own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite, siteIsStale } from '../../scripts/local/build-site';
import { functionsEnvironment, SITE_DIR } from '../../scripts/local/config';
import { ensureTable } from '../../scripts/local/create-table';
import { startDynamoDbLocal } from '../../scripts/local/dynamodb-local';
import { freePort } from '../../scripts/local/ports';
import { LOCAL_TABLE_NAME } from '../../shared/table-design';

export default async function setup(project: TestProject) {
  if (siteIsStale()) await buildSite();
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'drs-e2e-outbox-'));
  Object.assign(process.env, {
    ...functionsEnvironment({ stage: 'test', dynamoEndpoint: dynamo.endpoint, siteOrigin: baseUrl, outboxDir }),
    LOG_LEVEL: 'ERROR',
  });
  // Only now may functions modules load: they read the environment once.
  const { LocalBus } = await import('../../scripts/local/local-bus');
  const { startLocalServer } = await import('../../scripts/local/server');
  new LocalBus().attach();
  const server = await startLocalServer({ port, siteDir: SITE_DIR });

  project.provide('baseUrl', baseUrl);
  project.provide('outboxDir', outboxDir);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('tableName', LOCAL_TABLE_NAME);
  return async () => {
    await server.close();
    await dynamo.stop();
  };
}
