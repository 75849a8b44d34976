// One origin for the SPA and /api, as CloudFront gives in the cloud, so cookies behave the same:
// /api/* runs the manifest's handlers, everything else is the built SPA (or Vite, in --dev mode).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { env } from '../../functions/env';
import { SECURITY_HEADERS } from '../../infra/edge/security-headers';
import { OPENAPI_DOCUMENT_PATH } from '../../shared/api/openapi';
import { handleApiRequest } from './api-gateway';
import { startDailyJobs } from './local-daily-jobs';
import { startExportsLifecycle } from './local-exports-lifecycle';
import { startOneTimeJobs } from './local-one-time-jobs';
import { handleLocalPayment } from './local-payment-page';
import { handleLocalReader } from './local-reader-page';
import { handleUploads } from './local-uploads';
import type { CompressionEffort } from './compression';
import { serveStatic } from './static-site';

export interface LocalServerOptions {
  port: number;
  host?: string;
  /** The built SPA (frontend/dist). */
  siteDir: string;
  /** Serve the SPA through Vite with hot reload instead of the build. */
  dev?: boolean;
  /** The level the build's files are compressed at, once each: CloudFront's best unless a test stack asks for fast. */
  fileCompression?: CompressionEffort;
}

export interface LocalServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const vite = options.dev ? await startVite() : null;
  // API requests whose handler is still running: closing waits for them, so none outlives the table.
  const inFlight = new Set<Promise<unknown>>();
  const tracked = (work: Promise<void>): Promise<void> => {
    const done = work.finally(() => inFlight.delete(done));
    inFlight.add(done);
    return done;
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Vite's dev client runs inline scripts, which the production CSP forbids.
    const headers = vite ? { ...SECURITY_HEADERS, 'Content-Security-Policy': '' } : SECURITY_HEADERS;
    for (const [name, value] of Object.entries(headers)) if (value) res.setHeader(name, value);
    // The OpenAPI document is a file of the build under /api/, as CloudFront serves it (decision 270).
    const isApiDocument = url.pathname === OPENAPI_DOCUMENT_PATH;
    const answer = url.pathname.startsWith('/api/') && !isApiDocument
      ? tracked(handleApiRequest(req, res, url))
      : url.pathname === '/uploads' || url.pathname.startsWith('/uploads/')
        ? tracked(handleUploads(req, res, url))
        : url.pathname.startsWith('/local-pay/')
          ? tracked(handleLocalPayment(req, res, url))
          : url.pathname.startsWith('/local-reader/')
            ? tracked(handleLocalReader(req, res, url))
          : vite
        ? new Promise<void>((resolve) => vite.middlewares(req, res, () => resolve()))
        : serveStatic(req, res, url, options.siteDir, options.fileCompression);
    answer.catch((error: unknown) => {
      console.error('[server]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const stopDailyJobs = startDailyJobs();
  const stopOneTimeJobs = startOneTimeJobs();
  const stopExportsLifecycle = startExportsLifecycle(env.UPLOADS_DIR);
  return {
    url: `http://localhost:${port}`,
    server,
    close: async () => {
      stopDailyJobs();
      stopOneTimeJobs();
      stopExportsLifecycle();
      await vite?.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await Promise.allSettled([...inFlight]);
      server.closeAllConnections();
      await closed;
    },
  };
}

async function startVite(): Promise<{ middlewares: Middleware; close(): Promise<void> }> {
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({
    configFile: new URL('../../frontend/vite.config.ts', import.meta.url).pathname,
    server: { middlewareMode: true },
    appType: 'spa',
  });
  return { middlewares: vite.middlewares as unknown as Middleware, close: () => vite.close() };
}
