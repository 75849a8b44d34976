// Where the infra finds the code it deploys: the repo root (lock file, package.json) and the
// handler and consumer modules the manifests name.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

/** functions/handlers/<handler>.ts for a manifest route's `handler`. */
export function handlerEntry(handler: string): string {
  return join(REPO_ROOT, 'functions', 'handlers', `${handler}.ts`);
}

/** functions/consumers/<consumer>.ts for an event rule's `consumer`. */
export function consumerEntry(consumer: string): string {
  return join(REPO_ROOT, 'functions', 'consumers', `${consumer}.ts`);
}

/** Fails synthesis with the owner's name when a manifest points at a module that is not there. */
export function requireModule(entry: string, owner: string): string {
  if (!existsSync(entry)) throw new Error(`${owner}: no module at ${entry}`);
  return entry;
}

/** functions/scheduled/<runner>.ts for a scheduled job's `runner` (shared/scheduled-jobs.ts). */
export function scheduledRunnerEntry(runner: string): string {
  return join(REPO_ROOT, 'functions', 'scheduled', `${runner}.ts`);
}
