// CloudFront Function (cloudfront-js-2.0, viewer request, /api/* behaviour). CloudFront sends API
// Gateway its own host name, so the viewer's Host travels on in x-drs-viewer-host (VIEWER_HOST_HEADER
// in shared/api/viewer-host.ts; a unit test keeps the two equal). functions/lib/site-origin.ts reads
// it when no siteOrigin is configured. API Gateway sees CloudFront's address, not the viewer's, so
// the viewer's IP travels on in x-drs-viewer-ip (VIEWER_IP_HEADER) for the per-address sign-in limit
// (functions/lib/client-ip.ts). A value the viewer sent itself is always replaced or removed.

var VIEWER_HOST_HEADER = 'x-drs-viewer-host';
var VIEWER_IP_HEADER = 'x-drs-viewer-ip';

function handler(event) {
  var request = event.request;
  var host = request.headers.host;
  if (host && host.value) {
    request.headers[VIEWER_HOST_HEADER] = { value: host.value };
  } else {
    delete request.headers[VIEWER_HOST_HEADER];
  }
  if (event.viewer && event.viewer.ip) {
    request.headers[VIEWER_IP_HEADER] = { value: event.viewer.ip };
  } else {
    delete request.headers[VIEWER_IP_HEADER];
  }
  return request;
}
