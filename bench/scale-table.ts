// npx tsx bench/scale-table.ts bench/scale-results/demo.json bench/scale-results/f1.json bench/scale-results/f10-y2.json
// The README's scale table from the bench's own files: the first file is the base (the demo data), the
// others each get p50/p99 and requests/RCU/kB columns, and the last is compared with the base (p99
// and kB read ratios). Interactive rows are bold; a row one run did not measure shows n/a.
import { readFileSync } from 'node:fs';

interface Row {
  row: string;
  interactive: boolean;
  p50: number;
  p99: number;
  requests: number;
  readUnits: number;
  kbRead: number;
}

interface Run {
  label: string;
  years: number;
  results: Row[];
}

/** Rows renamed since a run was measured, with the same request behind them. */
const RENAMED: Record<string, string> = {
  // 311 open jobs at factor 1: under the page of 500 (decision 386), the same answer.
  'Workshop board API (every open job)': 'Workshop board API (first page of open jobs)',
};

/** The deep page of the job list is page 50 where the data has 50 pages, else its last. */
const rowName = (row: string) => RENAMED[row] ?? (/^Job list, page \d+$/.test(row) ? 'Job list, page 50 (or the last there is)' : row);

const files = process.argv.slice(2);
if (files.length < 2) throw new Error('Give the base run (the demo data) and one or more runs to compare, as bench/scale-results/*.json');
const runs = files.map((file) => {
  const run = JSON.parse(readFileSync(file, 'utf8')) as Run;
  return { ...run, byRow: new Map(run.results.map((r) => [rowName(r.row), r])) };
});
const [base, ...others] = runs as [(typeof runs)[number], ...typeof runs];
const last = others.at(-1)!;
const name = (run: Run) => (run.label === 'demo' ? 'Demo' : `${run.label.replace('factor', 'Factor')}${run.years !== 5 ? ` (${run.years} years)` : ''}`);
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined || b === 0 ? 'n/a' : `${(a / b).toFixed(1)}x`);
const cells = (r: Row | undefined) => (r ? [`${r.p50} / ${r.p99}`, `${r.requests} / ${r.readUnits} / ${r.kbRead}`] : ['n/a', 'n/a']);

const header = ['Row', ...runs.flatMap((run) => [`${name(run)} p50 / p99 ms`, `${name(run)} requests / RCU / kB`]), `p99 ${name(last)} / demo`, `kB read ${name(last)} / demo`];
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
const rows = [...new Set(runs.flatMap((run) => [...run.byRow.keys()]))];
for (const row of rows) {
  const found = runs.map((run) => run.byRow.get(row));
  const interactive = found.some((r) => r?.interactive);
  const b = base.byRow.get(row);
  const l = last.byRow.get(row);
  console.log(`| ${interactive ? `**${row}**` : row} | ${found.flatMap(cells).join(' | ')} | ${ratio(l?.p99, b?.p99)} | ${ratio(l?.kbRead, b?.kbRead)} |`);
}
