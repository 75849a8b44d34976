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

/** A download: the bytes base64-encoded (API Gateway and the local server decode them), never cached. */
export function fileResponse(file: { contentType: string; filename: string; bytes: Uint8Array }): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: {
      'content-type': file.contentType,
      'content-disposition': `inline; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'private, no-store',
    },
    body: Buffer.from(file.bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
