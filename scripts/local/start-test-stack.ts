// The whole local stack on free ports, for the end-to-end tests and the benchmarks: an in-memory
// DynamoDB Local with the table, the local bus and the one-origin server over the built SPA, with an
// outbox folder of its own. `npm start` (scripts/start.ts) is the same stack with data kept on disk.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_TABLE_NAME } from '../../shared/table-design';
import { buildSite, siteIsStale } from './build-site';
import { functionsEnvironment, localSiteOrigins, SITE_DIR } from './config';
import { ensureTable } from './create-table';
import { startDynamoDbLocal } from './dynamodb-local';
import { freePort } from './ports';

export interface TestStack {
  baseUrl: string;
  outboxDir: string;
  dynamoEndpoint: string;
  tableName: string;
  stop(): Promise<void>;
}

/**
 * `quickStart`: the tests' cheaper stack: DynamoDB Local's JVM (see `DynamoDbLocalOptions`) and the
 * site's files compressed at the fast level (5.4 CPU-seconds for the whole build at the best, 0.1 at
 * the fast). The benches leave it off, as their transfer sizes are the site's.
 */
export async function startTestStack({ quickStart = false }: { quickStart?: boolean } = {}): Promise<TestStack> {
  if (siteIsStale()) await buildSite();
  const dynamo = await startDynamoDbLocal({ port: await freePort(), quickStart });
  await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
  const port = await freePort();
  const [baseUrl, ...siteOriginAliases] = localSiteOrigins(port, '127.0.0.1') as [string, ...string[]];
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'drs-stack-outbox-'));
  Object.assign(process.env, {
    ...functionsEnvironment({ stage: 'test', dynamoEndpoint: dynamo.endpoint, siteOrigin: baseUrl, siteOriginAliases, outboxDir }),
    LOG_LEVEL: 'ERROR',
    // Every browser test registers from 127.0.0.1; the per-address limit has its own integration test.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
  });
  // Only now may functions modules load: they read the environment once.
  const { LocalBus } = await import('./local-bus');
  const { startLocalServer } = await import('./server');
  const bus = new LocalBus().attach();
  const server = await startLocalServer({ port, siteDir: SITE_DIR, fileCompression: quickStart ? 'fast' : 'best' });
  return {
    baseUrl,
    outboxDir,
    dynamoEndpoint: dynamo.endpoint,
    tableName: LOCAL_TABLE_NAME,
    async stop() {
      // Requests still running finish, and the events they put on the bus are delivered, before
      // the table goes away.
      await server.close();
      await bus.drain();
      await dynamo.stop();
    },
  };
}
