// CloudFront Function (cloudfront-js-2.0, viewer request, /uploads/* behaviour). The site serves an
// upload at /uploads/<key> (decision 132), the key being `<purpose>/<id>.<ext>` in the uploads
// bucket, so the /uploads prefix is taken off before the request reaches the bucket. The bucket's
// exports/ prefix (EXPORT_FILES_PREFIX, decision 380) is only ever read through a presigned link to
// the bucket itself: CloudFront, which may read the whole bucket, answers 404 for it, however the
// path is spelt (S3 decodes percent-escapes, so the check does too).

var PREFIX = '/uploads/';
var EXPORTS = '/uploads/exports/';

function isExport(uri) {
  var decoded;
  try {
    decoded = decodeURIComponent(uri);
  } catch (e) {
    return true;
  }
  return decoded.replace(/\/+/g, '/').toLowerCase().indexOf(EXPORTS) === 0;
}

function handler(event) {
  var request = event.request;
  if (isExport(request.uri)) {
    return { statusCode: 404, statusDescription: 'Not Found' };
  }
  if (request.uri.indexOf(PREFIX) === 0) {
    request.uri = request.uri.slice(PREFIX.length - 1);
  }
  return request;
}
