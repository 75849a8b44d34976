// Serves the site the way CloudFront does: data pages rendered per request (the render function's
// behaviours, /sitemap.xml and /robots.txt), then the same CloudFront Function decides redirects (QR short links) and which file
// answers a client route (its prerendered page or the shell); hashed assets are cached for a year,
// pages never; responses are compressed (brotli or gzip) like CloudFront's compress: true.
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isDataPagePath, SITE_FILE_PATHS } from '../../frontend/src/app/page-files';
import { isEdgeResponse, loadEdgeFunction, type EdgeValue } from '../../infra/edge/load-edge-function';
import { chooseEncoding, compress, compressCached, type CompressionEffort } from './compression';

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

/** `fileCompression`: the level the site's files are compressed at, once each (compressCached). */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, siteDir: string, fileCompression: CompressionEffort = 'best'): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  if ((SITE_FILE_PATHS as readonly string[]).includes(url.pathname)) {
    const { renderSiteFile } = await import('../../functions/pages/site-files');
    const rendered = await renderSiteFile(url.pathname);
    if (rendered) {
      await send(req, res, rendered.status, rendered.headers, Buffer.from(rendered.body));
      return;
    }
  }
  if (isDataPagePath(url.pathname)) {
    // Loaded on first use: the renderer reads the table, so the functions' environment must be set.
    const { renderDataPage } = await import('../../functions/pages/render-page');
    const rendered = await renderDataPage(url);
    if (rendered) {
      await send(req, res, rendered.status, rendered.headers, Buffer.from(rendered.body));
      return;
    }
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
  const headers = {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  // A file is compressed once per version (CloudFront keeps compressed copies in its cache too).
  await send(req, res, 200, headers, await readFile(file), { key: `${file}:${info.mtimeMs}:${info.size}`, effort: fileCompression });
}

/** Writes a response, compressed when the browser accepts it; `cached.key` names a body that never changes. */
async function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer, cached?: { key: string; effort: CompressionEffort }): Promise<void> {
  const encoding = chooseEncoding(req.headers['accept-encoding'], headers['content-type'] ?? '', body.length);
  const payload = encoding ? await (cached ? compressCached(cached.key, body, encoding, cached.effort) : compress(body, encoding)) : body;
  res.writeHead(status, {
    ...headers,
    'content-length': payload.length,
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
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
