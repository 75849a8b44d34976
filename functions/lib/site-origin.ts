// The origin the visitor sees: SITE_ORIGIN when configured, else the viewer host CloudFront passes on.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_HOST_HEADER } from '../../shared/api/viewer-host';
import { env } from '../env';

export function siteOriginOf(event: APIGatewayProxyEventV2): string | null {
  if (env.SITE_ORIGIN) return new URL(env.SITE_ORIGIN).origin;
  const host = event.headers?.[VIEWER_HOST_HEADER];
  return host && /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? `https://${host}` : null;
}

/**
 * Every origin a same-site request may carry: the site's own and, on the local stack, the other names
 * the one server answers to (decision 114). Anything else is a foreign origin.
 */
export function isSiteOrigin(origin: string, event: APIGatewayProxyEventV2): boolean {
  return origin === siteOriginOf(event) || siteOriginAliases.has(origin);
}

const siteOriginAliases = new Set(
  env.SITE_ORIGIN_ALIASES.split(',')
    .map((alias) => alias.trim())
    .filter(Boolean)
    .map((alias) => new URL(alias).origin),
);
