import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export function jsonResponse(
  status: number,
  body: unknown,
  extra: { headers?: Record<string, string>; cookies?: string[] } = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra.headers },
    body: JSON.stringify(body),
    ...(extra.cookies?.length ? { cookies: extra.cookies } : {}),
  };
}
