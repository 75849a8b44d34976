// npx tsx scripts/backfill-name-terms.ts [--dir <scale folder> | --endpoint <url>]
// Writes the full-name search terms (decision 360) of every job and customer record already in a table:
// a scale table under .local/scale/<dir>, or a running DynamoDB (`npm start`'s http://127.0.0.1:8000).
import { parseArgs } from 'node:util';
import { openScaleTable } from './scale/scale-table';

const { values } = parseArgs({ options: { dir: { type: 'string' }, endpoint: { type: 'string' } } });
if (!values.dir && !values.endpoint) throw new Error('Name the table: --dir <scale folder> or --endpoint <url>');
const table = await openScaleTable({ dir: values.dir ?? '', endpoint: values.endpoint });
try {
  const { backfillNameTerms } = await import('./local/backfill-name-terms');
  const started = Date.now();
  const written = await backfillNameTerms();
  console.log(`Full-name terms: ${written.jobCopies} job copies, ${written.customerCopies} customer copies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await table.stop();
}
