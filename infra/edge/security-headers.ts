// The security headers on every response (SECURITY.md "Headers"): CloudFront's response-headers
// policy in the cloud and the local server both read this one object, so they cannot drift apart.

/** Two years, as SECURITY.md asks; long enough for the HSTS preload list. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** No 'unsafe-inline' scripts. Inline styles stay allowed: components set style attributes. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Header name -> value. The camera is allowed for the site itself (QR scanning), nothing else. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
} as const satisfies Record<string, string>;
