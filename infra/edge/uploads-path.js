// CloudFront Function (cloudfront-js-2.0, viewer request, /uploads/* behaviour). The site serves an
// upload at /uploads/<key> (decision 132), the key being `<purpose>/<id>.<ext>` in the uploads
// bucket, so the /uploads prefix is taken off before the request reaches the bucket.

var PREFIX = '/uploads/';

function handler(event) {
  var request = event.request;
  if (request.uri.indexOf(PREFIX) === 0) {
    request.uri = request.uri.slice(PREFIX.length - 1);
  }
  return request;
}
