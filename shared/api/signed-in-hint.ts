/**
 * A cookie the browser's script may read, set and cleared with the session cookie (decision 118): its
 * presence says "a session may be live, ask GET /api/user"; its absence says "anonymous" without a
 * request. Never trusted by the server: the HttpOnly session cookie is the only proof of a session.
 */
export const SIGNED_IN_HINT_COOKIE = 'drs_signed_in';
