// npx tsx scripts/close-report-months.ts [--dir <scale folder> | --endpoint <url>] [--months <n>]
// Closes the report months of a table written before the month rollups (decision 388), or any the
// nightly job has not reached: every month before this one, <n> back (default 60), that has rollups.
import { parseArgs } from 'node:util';
import { openScaleTable } from './scale/scale-table';

const { values } = parseArgs({ options: { dir: { type: 'string' }, endpoint: { type: 'string' }, months: { type: 'string', default: '60' } } });
if (!values.dir && !values.endpoint) throw new Error('Name the table: --dir <scale folder> or --endpoint <url>');
const table = await openScaleTable({ dir: values.dir ?? '', endpoint: values.endpoint });
try {
  const { closeReportMonths } = await import('../functions/reports/close-report-months');
  const started = Date.now();
  const run = await closeReportMonths(new Date(), Number(values.months));
  const closed = Object.values(run.outcomes).filter((outcome) => outcome === 'closed').length;
  console.log(`Report months: ${closed} closed of ${Object.keys(run.outcomes).length} open before ${run.month}, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await table.stop();
}
