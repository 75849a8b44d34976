// Splits the browser tests between shards by how long each file takes (test/e2e/durations.json,
// seconds measured on this machine), longest first onto the least loaded shard, instead of vitest's
// split by a hash of the path, which can put the two longest files on one shard. A file not in the
// table counts as the table's median.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const DURATIONS_FILE = new URL('../e2e/durations.json', import.meta.url);

/** The files of shard `index` (1-based) of `count`: longest first, each onto the least loaded shard. */
export function balancedShard<T>(files: readonly T[], weightOf: (file: T) => number, index: number, count: number): T[] {
  const loads = Array.from({ length: count }, () => ({ seconds: 0, files: [] as T[] }));
  const ordered = [...files].sort((a, b) => weightOf(b) - weightOf(a));
  for (const file of ordered) {
    const lightest = loads.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.seconds += weightOf(file);
    lightest.files.push(file);
  }
  return loads[index - 1]!.files;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
}

export default class BalancedSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { root, shard } = this.ctx.config;
    if (!shard) return files;
    const durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    const fallback = median(Object.values(durations));
    // Ties (equal weights) are broken by path, so every shard process computes the same split.
    const byPath = [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
    return balancedShard(byPath, (file) => durations[relative(root, file.moduleId)] ?? fallback, shard.index, shard.count);
  }
}
