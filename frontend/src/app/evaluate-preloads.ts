// A signed-in page's shell names every chunk the page needs, each after the chunks it imports
// (./signed-in-preloads.ts). Evaluated by the page's own import, the route table's, the guard's and
// the page's modules with all their imports (the API routes' schemas, TanStack Query, Radix) ran in
// one task of 60-100 ms, four times that on Lighthouse's slow phone. Evaluated here first, a few
// chunks a task, the later imports find them done (docs/decisions/220-signed-in-chunks-evaluated-in-turn.md).
import { nextTask } from '../lib/next-task';

/** Evaluation time after which the next chunk waits for a new task. */
const TASK_BUDGET_MS = 4;

/** The chunks on the loader's data-preload, in its order; none on other pages. */
export function preloadedChunks(doc: Pick<Document, 'querySelector'>): string[] {
  return (doc.querySelector('script[data-preload]')?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
}

/**
 * Imports `files` in order, ending the task whenever one has run for TASK_BUDGET_MS. A chunk that
 * fails to load is left to the import that needs it, which reports the failure as it always has.
 */
export async function evaluateInTurn(files: readonly string[], load: (file: string) => Promise<unknown> = (file) => import(/* @vite-ignore */ file)): Promise<void> {
  let started = performance.now();
  for (const file of files) {
    await load(file).catch(() => undefined);
    if (performance.now() - started >= TASK_BUDGET_MS) {
      await nextTask();
      started = performance.now();
    }
  }
}
