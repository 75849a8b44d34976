// Prints what ran on the main thread of the reports `LIGHTHOUSE_JSON_DIR=<folder>` kept
// (bench/lighthouse.ts): per page its TBT, script evaluation and parse/compile time, and its long
// tasks with their script. Lighthouse gives these times simulated (observed x 4 on a phone's CPU), so
// compare two folders taken in the same conditions: `npx tsx bench/lighthouse-tasks.ts <folder>...`.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Result } from 'lighthouse';

interface Item {
  [key: string]: unknown;
}

function items(lhr: Result, audit: string): Item[] {
  const details = lhr.audits[audit]?.details;
  return details && 'items' in details ? (details.items as Item[]) : [];
}

const ms = (value: unknown) => `${Math.round(Number(value ?? 0))} ms`;

/** The part of a script's URL after the site's origin (the file's name is what tells it). */
const shortUrl = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(none)';

async function summarise(folder: string): Promise<string[]> {
  const files = (await readdir(folder)).filter((file) => file.endsWith('.json') && !file.endsWith('.trace.json')).sort();
  const lines = [`## ${folder}`, ''];
  for (const file of files) {
    const lhr = JSON.parse(await readFile(join(folder, file), 'utf8')) as Result;
    const work = new Map(items(lhr, 'mainthread-work-breakdown').map((item) => [item.group, item.duration]));
    lines.push(
      `${new URL(lhr.finalDisplayedUrl).pathname}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
        `TBT ${ms(lhr.audits['total-blocking-time']?.numericValue)}, main thread ${ms(lhr.audits['mainthread-work-breakdown']?.numericValue)} ` +
        `(script evaluation ${ms(work.get('scriptEvaluation'))}, parse and compile ${ms(work.get('scriptParseCompile'))}, ` +
        `style and layout ${ms(work.get('styleLayout'))})`,
    );
    for (const task of items(lhr, 'long-tasks')) lines.push(`  long task at ${ms(task.startTime)}: ${ms(task.duration)} ${shortUrl(task.url)}`);
    for (const script of items(lhr, 'bootup-time').slice(0, 6))
      lines.push(`  script ${shortUrl(script.url)}: ${ms(script.total)} (evaluation ${ms(script.scripting)}, parse and compile ${ms(script.scriptParseCompile)})`);
  }
  return lines;
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('Usage: npx tsx bench/lighthouse-tasks.ts <LIGHTHOUSE_JSON_DIR folder>...');
  process.exit(1);
}
for (const folder of folders) console.log([...(await summarise(folder)), ''].join('\n'));
