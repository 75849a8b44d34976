// The security headers on every response (SECURITY.md "Headers"): CloudFront's response-headers
// policy in the cloud and the local server both read this one object, so they cannot drift apart.

/** Two years, as SECURITY.md asks; long enough for the HSTS preload list. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * No 'unsafe-inline' scripts. Inline styles stay allowed: components set style attributes.
 * `connectSources`: origins besides the site's own that the pages fetch from; in the cloud, the uploads
 * bucket's, where the accounting export's links point (decision 380). Locally they are same-origin.
 */
export const contentSecurityPolicy = (connectSources: readonly string[] = []) => [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  ["connect-src 'self'", ...connectSources].join(' '),
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Header name -> value. The camera is allowed for the site itself (QR scanning), nothing else. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
} as const satisfies Record<string, string>;
