/** Sent by the API client on every call; the server refuses state-changing requests without it. */
export const CSRF_HEADER = 'x-drs-client';
export const CSRF_HEADER_VALUE = 'web';
