// The local stand-in for the uploads bucket's lifecycle rule on export files (decision 380): the
// server removes each exports/<ulid>/ folder of the local uploads folder a day after it was written,
// when it starts and every hour after, as S3 expires the objects under that prefix in the cloud.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_FILES_KEPT_DAYS, EXPORT_FILES_PREFIX } from '../../shared/schemas/shop/upload';

const KEPT_MS = EXPORT_FILES_KEPT_DAYS * 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/** Removes the export folders under `uploadsDir` written more than a day before `now`; answers how many. */
export async function expireLocalExports(uploadsDir: string, now = Date.now()): Promise<number> {
  const root = path.join(uploadsDir, EXPORT_FILES_PREFIX);
  const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const where = path.join(root, folder.name);
    const written = (await stat(where)).mtimeMs;
    if (now - written < KEPT_MS) continue;
    await rm(where, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Expires old exports now and every hour; the answer stops the timer. Unref'd, so it never keeps a process alive. */
export function startExportsLifecycle(uploadsDir: string): () => void {
  const run = () => void expireLocalExports(uploadsDir).catch((error: unknown) => console.error('[exports lifecycle]', error));
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
