// The local stand-in for the uploads bucket and its CloudFront path: POST /uploads takes the same
// presigned form S3 takes (checked by functions/uploads/local-upload-target.ts), GET /uploads/<key>
// serves the stored file; an export file (exports/, decision 380) only through its signed, unexpired
// link, as a download that is not cached.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { EXPORT_FILES_PREFIX, MAX_UPLOAD_BYTES } from '../../shared/schemas/shop/upload';
import { UploadRefusedError, acceptLocalUpload, checkLocalDownload, localUploadPath } from '../../functions/uploads/local-upload-target';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' };

export async function handleUploads(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  try {
    if (req.method === 'POST' && url.pathname === '/uploads') return await receive(req, res);
    if (req.method === 'GET' || req.method === 'HEAD') return await serve(req, res, decodeURIComponent(url.pathname.slice('/uploads/'.length)), url.searchParams);
    res.writeHead(405, { allow: 'GET, HEAD, POST' }).end();
  } catch (error) {
    if (!(error instanceof UploadRefusedError)) throw error;
    res.writeHead(error.status, { 'content-type': 'text/plain; charset=utf-8' }).end(error.message);
  }
}

async function receive(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // The form fields are small: anything far past the file limit is refused before it is buffered.
    if (size > MAX_UPLOAD_BYTES + 64 * 1024) throw new UploadRefusedError(400, 'Upload is larger than the policy allows');
    chunks.push(chunk);
  }
  const form = await new Request('http://localhost/uploads', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  })
    .formData()
    .catch(() => {
      throw new UploadRefusedError(400, 'Upload must be a multipart form');
    });
  await acceptLocalUpload(form);
  res.writeHead(204).end();
}

async function serve(req: IncomingMessage, res: ServerResponse, key: string, query: URLSearchParams): Promise<void> {
  const file = localUploadPath(key);
  // Case-folded: on a case-insensitive disk, Exports/ is the same folder.
  const exported = path.relative(localUploadPath(EXPORT_FILES_PREFIX).toLowerCase(), file.toLowerCase()).split(path.sep)[0] !== '..';
  if (exported) checkLocalDownload(key, query);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  res.writeHead(
    200,
    exported
      ? { 'content-type': 'text/csv; charset=utf-8', 'content-length': info.size, 'content-disposition': `attachment; filename="${path.basename(file)}"`, 'cache-control': 'private, no-store' }
      : {
          'content-type': TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
          'content-length': info.size,
          // Keys are never reused (a new ULID per upload), so a stored file never changes.
          'cache-control': 'public, max-age=31536000, immutable',
        },
  );
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}
