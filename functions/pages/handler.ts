// The render function behind CloudFront's data-page behaviours (and /sitemap.xml and /robots.txt) (docs/decisions/020-public-pages-in-the-html.md):
// a Lambda function URL event in, the rendered page (or its data as JSON) out. The server build of
// the frontend arrives as a Lambda layer, mounted at /opt.
import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { renderDataPage } from './render-page';
import { renderSiteFile } from './site-files';

/** Where Lambda mounts layers. */
const SERVER_BUILD_DIR = '/opt';

export async function handler(event: LambdaFunctionURLEvent): Promise<LambdaFunctionURLResult> {
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  const url = new URL(`https://${event.headers.host ?? 'localhost'}${event.rawPath}${query}`);
  const rendered = (await renderSiteFile(url.pathname)) ?? (await renderDataPage(url, SERVER_BUILD_DIR));
  if (!rendered) return { statusCode: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Not found' };
  return { statusCode: rendered.status, headers: rendered.headers, body: rendered.body };
}
