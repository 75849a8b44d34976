// npm run seed:scale -- --years 5 --factor 1 [--seed drs] [--dir <name>] [--endpoint <url>] [--days <n>] [--width <requests in flight>]
// A busy shop's years into DynamoDB Local (decision 335): kept in .local/scale/<dir> (default
// y<years>-f<factor>-<seed>), resumable (run the same command again), progress every 50 days.
import { parseArgs } from 'node:util';
import { eatMyDataPath } from './local/dynamodb-local';
import { defaultScaleDir, openScaleTable } from './scale/scale-table';
import { scalePlan } from './scale/scale-plan';

const { values } = parseArgs({
  options: {
    years: { type: 'string', default: '5' },
    factor: { type: 'string', default: '1' },
    seed: { type: 'string', default: 'drs' },
    dir: { type: 'string' },
    endpoint: { type: 'string' },
    days: { type: 'string' },
    width: { type: 'string' },
  },
});
const years = Number(values.years);
const factor = Number(values.factor);
const plan = scalePlan(years, factor);
const dir = values.dir ?? defaultScaleDir(years, factor, values.seed);
const table = await openScaleTable({ dir, endpoint: values.endpoint, unsynced: true });
if (!values.endpoint && !eatMyDataPath()) console.log('  (apt-get install eatmydata lets DynamoDB Local skip fsync here: about three times as fast)');
console.log(`Scale data: ${years} years at factor ${factor} (seed ${values.seed}) into ${table.dataDir ?? table.endpoint}`);
console.log(`  ${plan.totals.customers} customers, ${plan.totals.jobs} jobs, ${plan.totals.sales} till sales, ${plan.totals.orders} online orders, ${plan.totals.hits} page hits`);
try {
  const { seedScale } = await import('./scale/seed-scale');
  const result = await seedScale({
    years,
    factor,
    seed: values.seed,
    maxDays: values.days === undefined ? undefined : Number(values.days),
    width: values.width === undefined ? undefined : Number(values.width),
    onProgress: (p) => {
      const rate = p.items / Math.max(p.seconds, 0.001);
      const left = p.day > p.resumedFrom ? ((p.days - p.day) * p.seconds) / p.day : 0;
      console.log(`  day ${p.day}/${p.days}: ${p.items} items, ${p.updates} day sums, ${p.seconds.toFixed(0)} s, ${rate.toFixed(0)} items/s (this run: ${p.phases.generate.toFixed(0)} s building, ${p.phases.write.toFixed(0)} s writing)${p.done ? '' : `, about ${(left / 60).toFixed(1)} min left`}`);
    },
  });
  console.log(result.done ? `Done: ${result.items} items in ${result.seconds.toFixed(0)} s (${(result.items / result.seconds).toFixed(0)} items/s).` : `Stopped at day ${result.day}/${result.days}; run the same command to carry on.`);
} finally {
  await table.stop();
}
