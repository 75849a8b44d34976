// npm run bench:scale -- [--factor 0.05] [--years 5] [--seed drs] [--demo] [--runs 20] [--out <file>]
// The scale bench (decision 336): opens the scale table the generator wrote (scripts/seed-scale.ts;
// --demo: the demo data alone, seeded on first use), signs in the owner and a generated customer, and
// runs each row through the manifest's own handlers with API Gateway v2 events (as the local server
// does), one request at a time, after one warm-up call. For each row: p50 and p99 latency, and per
// request the DynamoDB requests, read capacity units and bytes read, counted by a middleware on the
// app's DynamoDB client that also refuses any Scan. Prints a Markdown table and writes it as JSON.
import { writeFileSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultScaleDir, openScaleTable } from '../scripts/scale/scale-table';
import { scalePlan } from '../scripts/scale/scale-plan';

const { values } = parseArgs({
  options: {
    factor: { type: 'string', default: '0.05' },
    years: { type: 'string', default: '5' },
    seed: { type: 'string', default: 'drs' },
    demo: { type: 'boolean', default: false },
    runs: { type: 'string', default: '20' },
    out: { type: 'string' },
  },
});
const factor = Number(values.factor);
const years = Number(values.years);
const runs = Number(values.runs);
const label = values.demo ? 'demo' : `factor ${factor}`;
const table = await openScaleTable({ dir: values.demo ? 'demo' : defaultScaleDir(years, factor, values.seed) });

try {
  const { db } = await import('../functions/data/client');
  const { installMeter, emptyTally } = await import('../scripts/scale/dynamo-meter');
  const { scaleRows } = await import('./scale-rows');
  const { CHECKPOINT_KEY, seedScale } = await import('../scripts/scale/seed-scale');
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { tableName } = await import('../functions/data/client');
  let tally: ReturnType<typeof emptyTally> | null = null;
  installMeter(db, () => tally);

  const checkpoint = (await db.send(new GetCommand({ TableName: tableName, Key: CHECKPOINT_KEY }))).Item;
  if (values.demo && !checkpoint) await seedScale({ years, factor, seed: values.seed, maxDays: 0 });
  else if (!values.demo && (!checkpoint || Number(checkpoint.nextDay) < scalePlan(years, factor).days)) {
    throw new Error(`The scale data for ${label} is not complete: run npm run seed:scale -- --years ${years} --factor ${factor} first`);
  }

  const rows = await scaleRows();
  const results = [];
  for (const row of rows) {
    const times: number[] = [];
    const tallies: ReturnType<typeof emptyTally>[] = [];
    const count = row.runs ?? runs;
    for (let i = -1; i < count; i++) {
      const own = emptyTally();
      tally = own;
      const started = performance.now();
      await row.run(i + 1);
      const ms = performance.now() - started;
      tally = null;
      if (i < 0) continue;
      times.push(ms);
      tallies.push(own);
    }
    times.sort((a, b) => a - b);
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
    const result = {
      row: row.name,
      interactive: row.interactive,
      runs: count,
      p50: Math.round(p(0.5)),
      p99: Math.round(p(0.99)),
      requests: median(tallies.map((t) => t.requests)),
      readUnits: Math.round(median(tallies.map((t) => t.readUnits)) * 10) / 10,
      writeUnits: Math.round(median(tallies.map((t) => t.writeUnits)) * 10) / 10,
      kbRead: Math.round(median(tallies.map((t) => t.itemBytes)) / 100) / 10,
      scans: tallies.reduce((sum, t) => sum + t.scans.length, 0),
    };
    results.push(result);
    console.log(`${result.row}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requests} requests, ${result.readUnits} RCU, ${result.kbRead} kB`);
  }
  // The table's size for the cost model's storage line (DynamoDB Local reports it as DynamoDB does).
  const { DescribeTableCommand } = await import('@aws-sdk/client-dynamodb');
  const described = (await db.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  const totals = values.demo ? null : scalePlan(years, factor).totals;
  const size = { bytes: described?.TableSizeBytes ?? 0, items: described?.ItemCount ?? 0, records: totals ? totals.customers + totals.jobs + totals.sales + totals.orders : 0 };
  const load = loadavg().map((l) => l.toFixed(1)).join(', ');
  const output = { label, factor: values.demo ? 0 : factor, years, at: new Date().toISOString(), load, runs, table: size, results };
  const file = values.out ?? path.join('bench', 'scale-results', `${values.demo ? 'demo' : `f${factor}`}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
  console.log(`\n${label}, load average ${load} (2 CPUs), ${runs} runs a row after one warm-up\n`);
  console.log('| Row | p50 ms | p99 ms | DynamoDB requests | RCU | kB read |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.row} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.readUnits} | ${r.kbRead} |`);
  console.log(`\nWritten to ${file}`);
} finally {
  await table.stop();
}
