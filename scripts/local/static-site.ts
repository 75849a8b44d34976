// Serves the built SPA the way CloudFront serves it from S3: the same CloudFront Function decides
// redirects (QR short links) and which client routes get index.html; hashed assets are cached for a
// year and index.html never.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isEdgeResponse, loadEdgeFunction, type EdgeValue } from '../../infra/edge/load-edge-function';

const spaRouting = loadEdgeFunction('spa-and-qr-routing.js');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export async function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, siteDir: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const querystring: Record<string, EdgeValue> = {};
  for (const [name, value] of url.searchParams) querystring[name] = { value };
  const routed = spaRouting({ request: { method: req.method, uri: url.pathname, querystring, headers: {} } });
  if (isEdgeResponse(routed)) {
    const headers = Object.fromEntries(Object.entries(routed.headers ?? {}).map(([name, entry]) => [name, entry.value]));
    res.writeHead(routed.statusCode, headers);
    res.end();
    return;
  }
  const file = resolveInside(siteDir, routed.uri);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    // S3 behind origin access control answers 403 for a missing key; a plain 404 is clearer here.
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  const isHashedAsset = routed.uri.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

/** The file for a URI, or null for anything outside the site folder or hidden (.vite/ and the like). */
function resolveInside(root: string, uri: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(uri);
  } catch {
    return null;
  }
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.resolve(root, `.${decoded}`);
  return file.startsWith(path.resolve(root) + path.sep) ? file : null;
}
