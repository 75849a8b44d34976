// CloudFront Function (cloudfront-js-2.0, viewer request, default behaviour). Plain JavaScript with
// no imports: CloudFront runs this file as it is, and infra/edge/load-edge-function.ts runs the same
// file in Node for the unit tests and the local server.
//  1. QR short links /qr/{code}, /jobs/{code} and /job-status/{code} answer 302 to the canonical
//     /job/{code}, keeping the query string.
//  2. Client routes (a last path segment without a file extension, /job/{code} included) are served
//     their prerendered page when PAGES has one (the first pattern that matches), otherwise
//     /index.html, the shell the single-page app renders into. Files (/assets/x.js) pass through.
// Distribution-wide error responses would do (2) too, but they would also rewrite the API's 404s.
// PAGES is filled from frontend/src/app/page-files.ts when the function is deployed or loaded
// (infra/edge/load-edge-function.ts); the line below must stay as it is for that.
var PAGES = [];

var SHORT_LINK = /^\/(?:qr|jobs|job-status)\/([A-Za-z0-9_-]{1,64})\/?$/;
var FILE_EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

function queryStringOf(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    if (entry.multiValue && entry.multiValue.length) {
      for (var i = 0; i < entry.multiValue.length; i++) parts.push(name + '=' + entry.multiValue[i].value);
    } else {
      parts.push(name + '=' + entry.value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function pageFile(uri) {
  for (var i = 0; i < PAGES.length; i++) {
    if (new RegExp(PAGES[i][0]).test(uri)) return PAGES[i][1];
  }
  return '/index.html';
}

function handler(event) {
  var request = event.request;
  var shortLink = SHORT_LINK.exec(request.uri);
  if (shortLink) {
    return {
      statusCode: 302,
      statusDescription: 'Found',
      headers: {
        location: { value: '/job/' + shortLink[1] + queryStringOf(request.querystring || {}) },
        'cache-control': { value: 'no-store' },
      },
    };
  }
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (!FILE_EXTENSION.test(lastSegment)) request.uri = pageFile(request.uri);
  return request;
}
