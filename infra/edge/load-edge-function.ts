// Runs a CloudFront Function file in Node, so the unit tests and the local server execute exactly
// the code CloudFront runs at the edge (the CDK web stack deploys the same files).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pageFilePatterns } from '../../frontend/src/app/page-files';

export type EdgeFunctionFile = 'spa-and-qr-routing.js' | 'viewer-host.js' | 'uploads-path.js';

/** A header, query string or cookie value as CloudFront Functions shape them (values as received, not decoded). */
export interface EdgeValue {
  value: string;
  multiValue?: { value: string }[];
}

export interface EdgeRequest {
  method: string;
  uri: string;
  querystring: Record<string, EdgeValue>;
  /** Header names in lower case, as CloudFront passes them. */
  headers: Record<string, EdgeValue>;
  cookies?: Record<string, EdgeValue>;
}

/** What a viewer-request function returns instead of the request to answer the viewer itself. */
export interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, EdgeValue>;
}

export interface EdgeEvent {
  version?: '1.0';
  viewer?: { ip: string };
  request: EdgeRequest;
}

export type EdgeHandler = (event: EdgeEvent) => EdgeRequest | EdgeResponse;

/** Absolute path of a CloudFront Function file in this folder. */
export function edgeFunctionPath(fileName: EdgeFunctionFile): string {
  return fileURLToPath(new URL(fileName, import.meta.url));
}

const PAGES_LINE = 'var PAGES = [];';

/**
 * The function's code as deployed: the routing function gets the prerendered pages and signed-in shells
 * (pattern, file) of frontend/src/app/page-files.ts in place of its empty PAGES list.
 */
export function edgeFunctionCode(fileName: EdgeFunctionFile): string {
  const code = readFileSync(edgeFunctionPath(fileName), 'utf8');
  if (fileName !== 'spa-and-qr-routing.js') return code;
  if (!code.includes(PAGES_LINE)) throw new Error(`${fileName} lost its line ${PAGES_LINE}`);
  return code.replace(PAGES_LINE, () => `var PAGES = ${JSON.stringify(pageFilePatterns)};`);
}

/** The file's `handler`, compiled the way CloudFront sees it: one script, no module scope. */
export function loadEdgeFunction(fileName: EdgeFunctionFile): EdgeHandler {
  return new Function(`${edgeFunctionCode(fileName)}\nreturn handler;`)() as EdgeHandler;
}

/** True when the function answered the viewer (a redirect) rather than passing the request on. */
export function isEdgeResponse(result: EdgeRequest | EdgeResponse): result is EdgeResponse {
  return 'statusCode' in result;
}
