/**
 * CloudFront's /api/* viewer-request function copies the viewer's Host into this header, because
 * the origin request to API Gateway carries API Gateway's own host.
 */
export const VIEWER_HOST_HEADER = 'x-drs-viewer-host';

/** The same function copies the viewer's IP here: API Gateway's sourceIp is CloudFront's address. */
export const VIEWER_IP_HEADER = 'x-drs-viewer-ip';
