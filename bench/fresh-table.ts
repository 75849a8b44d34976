// The standalone benches' table (report-api.ts, purchases-api.ts): a fresh in-memory DynamoDB Local
// with the project's table, the functions' environment pointed at it before they are imported, and
// stopped after the run; and the percentile both report.
import { startDynamoDbLocal } from '../scripts/local/dynamodb-local';
import { ensureTable } from '../scripts/local/create-table';
import { freePort } from '../scripts/local/ports';
import { LOCAL_TABLE_NAME } from '../shared/table-design';

export async function withFreshTable(run: () => Promise<void>): Promise<void> {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  try {
    await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
    // The functions read their environment once, at import: set it first.
    Object.assign(process.env, { STAGE: 'test', TABLE_NAME: LOCAL_TABLE_NAME, DYNAMODB_ENDPOINT: dynamo.endpoint, LOG_LEVEL: 'SILENT' });
    await run();
  } finally {
    await dynamo.stop();
  }
}

/** The p-th percentile of times sorted ascending. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
