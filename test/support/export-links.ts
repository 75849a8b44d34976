// Follows an export's links (decision 380) the way the admin page does, through the local server's own
// /uploads handler (scripts/local/local-uploads.ts) on a port of its own, and answers what came back.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleUploads } from '../../scripts/local/local-uploads';

export interface Fetched {
  status: number;
  headers: Headers;
  text: string;
}

/** Fetches each path (a link as answered, or one altered by a test) from a local uploads server. */
export async function fetchFromLocalUploads(paths: readonly string[]): Promise<Fetched[]> {
  const server = createServer((req, res) => void handleUploads(req, res, new URL(req.url ?? '/', 'http://localhost')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return await Promise.all(
      paths.map(async (link) => {
        const response = await fetch(new URL(link, origin));
        return { status: response.status, headers: response.headers, text: await response.text() };
      }),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** An export's answer with each file's text fetched through its link, as the files were built. */
export async function exportedFiles(body: { format: string; files: { name: string; rows: number; url: string }[] }) {
  const fetched = await fetchFromLocalUploads(body.files.map((f) => f.url));
  return { format: body.format, files: body.files.map((f, i) => ({ name: f.name, rows: f.rows, csv: fetched[i]!.text })) };
}
