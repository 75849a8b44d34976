// A signed-in shell's chunks are evaluated in their order, a few a task (decision 220).
import { describe, expect, it } from 'vitest';
import { evaluateInTurn, preloadedChunks } from '../../../frontend/src/app/evaluate-preloads';

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a chunk's evaluation
  }
}

/** Runs evaluateInTurn with `loads` and notes when a timer queued at the start ran among the loads. */
async function runWithTimer(files: string[], cost: (file: string) => void | Promise<void>): Promise<string[]> {
  const order: string[] = [];
  setTimeout(() => order.push('other task'), 0);
  await evaluateInTurn(files, async (file) => {
    await cost(file);
    order.push(file);
  });
  return order;
}

describe('evaluating a signed-in shell’s chunks', () => {
  it('reads the loader’s data-preload list, and nothing on a page without one', () => {
    const withList = { querySelector: () => ({ getAttribute: () => '/assets/a.js  /assets/b.js' }) } as unknown as Document;
    const without = { querySelector: () => null } as unknown as Document;

    expect(preloadedChunks(withList)).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(preloadedChunks(without)).toEqual([]);
  });

  it('imports every chunk in order and lets other tasks run once the budget is spent', async () => {
    const order = await runWithTimer(['a', 'b', 'c'], () => busyFor(6));

    expect(order).toEqual(['a', 'other task', 'b', 'c']);
  });

  it('keeps quick chunks in one task', async () => {
    const order = await runWithTimer(['a', 'b', 'c'], () => undefined);

    expect(order.filter((entry) => entry !== 'other task')).toEqual(['a', 'b', 'c']);
    expect(order.indexOf('other task')).toBe(-1);
  });

  it('goes on past a chunk that fails to load, leaving the failure to the import that needs it', async () => {
    const loaded: string[] = [];
    await evaluateInTurn(['a', 'b'], async (file) => {
      if (file === 'a') throw new Error('network');
      loaded.push(file);
    });

    expect(loaded).toEqual(['b']);
  });
});
