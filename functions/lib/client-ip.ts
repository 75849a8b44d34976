// The visitor's IP address. Behind CloudFront, API Gateway's sourceIp is CloudFront's own address, so
// the edge function passes the viewer's on in a header (infra/edge/viewer-host.js); without it (a call
// to the API's own endpoint, or the local server) the TCP source is the visitor.
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_IP_HEADER } from '../../shared/api/viewer-host';

export function clientIpOf(event: APIGatewayProxyEventV2): string {
  const fromEdge = event.headers?.[VIEWER_IP_HEADER]?.trim();
  return fromEdge && isIP(fromEdge) ? fromEdge : event.requestContext.http.sourceIp;
}
