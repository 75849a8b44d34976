// Builds the SPA when frontend/dist is missing or older than the code it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SITE_DIR } from './config';

const SOURCES = ['frontend/src', 'frontend/index.html', 'frontend/public', 'frontend/vite.config.ts', 'shared', 'package-lock.json'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), info.mtimeMs);
}

export function siteIsStale(): boolean {
  const built = path.join(SITE_DIR, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(REPO_ROOT, source)) > builtAt);
}

export async function buildSite(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(REPO_ROOT, 'frontend', 'vite.config.ts'), logLevel: 'warn' });
}
